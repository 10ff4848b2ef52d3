-- Whether the member shows on leaderboards by default, and how (issue 53, items 3 and 5), owned
-- by accounts with the rest of the profile: 'name' (first name and last initial) or 'initials';
-- null (the default) shows them nowhere. The live room's opt-in starts from it; on-demand boards
-- list a member's past classes only while it is set, read at each request, so clearing it takes
-- every past class off at once.
ALTER TABLE users ADD COLUMN leaderboard_show text CHECK (leaderboard_show IN ('name', 'initials'));
