import ProfilePage from '../../features/accounts/profile-page.tsx';
import { FriendProfileSetting } from '../../features/friends/friend-profile-setting.tsx';
import { ShareActivitySetting } from '../../features/friends/share-activity-setting.tsx';

/**
 * /newplatform/profile: the accounts feature's profile, with the friends' settings: sharing
 * activity, and the handle and who may find the member.
 */
export default function ProfileRoute() {
  return (
    <ProfilePage>
      <ShareActivitySetting />
      <FriendProfileSetting />
    </ProfilePage>
  );
}
