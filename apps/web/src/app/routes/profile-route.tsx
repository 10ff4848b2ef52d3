import ProfilePage from '../../features/accounts/profile-page.tsx';
import { ShareActivitySetting } from '../../features/friends/share-activity-setting.tsx';

/** /newplatform/profile: the accounts feature's profile, with the friends' sharing setting. */
export default function ProfileRoute() {
  return (
    <ProfilePage>
      <ShareActivitySetting />
    </ProfilePage>
  );
}
