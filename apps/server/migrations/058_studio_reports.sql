-- The studio owner's reports (issue 54, item 4): each reads a studio's past classes by time
-- (live_classes_studio_time_idx, migration 006), then per class its booked seats and the members
-- who came. Both lists are read from these indexes alone (no table rows): the booked seats of a
-- class with who holds them, and the members who joined a class's room.
CREATE INDEX live_class_seats_booked_idx ON live_class_seats (live_class_id, user_id)
  WHERE state = 'booked';
CREATE INDEX live_class_attendance_members_idx ON live_class_attendance (live_class_id, user_id)
  WHERE role = 'member';
