-- A member's history lists the live classes they came to, last came first (issue 53, item 5).
CREATE INDEX live_class_attendance_member_idx ON live_class_attendance (user_id, joined_at DESC)
  WHERE role = 'member';
