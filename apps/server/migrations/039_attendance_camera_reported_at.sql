-- When the page last reported the camera (issue 27's CI found the gap): a page that goes without
-- its last report has its camera counted on from here. updated_at moves on every rejoin too (a
-- second tab, the member's other device), so counting from it lost the time between the report
-- and the rejoin, and a rejoin between reading and writing the row dropped the count altogether.
ALTER TABLE live_class_attendance ADD COLUMN camera_reported_at timestamptz;
UPDATE live_class_attendance SET camera_reported_at = updated_at;
ALTER TABLE live_class_attendance ALTER COLUMN camera_reported_at SET NOT NULL;
