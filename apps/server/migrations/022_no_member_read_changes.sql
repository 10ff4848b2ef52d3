-- Nothing of one member is kept in server memory any more (docs/decisions.md, "No fence:
-- sessions and entitlement read per request (issue 21)"): a session and the member's
-- entitlement are read in one query on every authenticated request, and a member's upcoming
-- classes, favourites and library pages are made per request. The triggers that told every
-- instance to drop those (migrations 013 and 014: topics purchases, sessions, library and
-- favourites) have no listener left. Migration 012's triggers stay: the shared public reads
-- (studios, schedule) are still kept for seconds and dropped early on their notification.
DROP TRIGGER subscriptions_purchase_change ON subscriptions;
DROP TRIGGER day_passes_purchase_change ON day_passes;
DROP TRIGGER packages_purchase_change ON packages;

DROP TRIGGER sessions_session_change ON sessions;
DROP TRIGGER users_session_change ON users;

DROP TRIGGER videos_library_change ON videos;
DROP TRIGGER programs_library_change ON programs;
DROP TRIGGER program_classes_library_change ON program_classes;

DROP TRIGGER favourite_videos_favourites_change ON favourite_videos;
