-- Where the member finished on a live class's leaderboard (issue 53, item 5), kept with their
-- workout by the workouts feature: the rank and how many were on the board then. The live room
-- knows the board only while the class runs (it lives on the connections), so the place is kept
-- when the member leaves the room and, for everyone on the board, when the class ends.
-- board_place_final: kept at the class's end; a leave after the end does not replace it.
ALTER TABLE workouts
  ADD COLUMN board_rank integer,
  ADD COLUMN board_size integer,
  ADD COLUMN board_place_final boolean NOT NULL DEFAULT false,
  ADD CONSTRAINT workouts_board_place CHECK (
    (board_rank IS NULL AND board_size IS NULL AND NOT board_place_final)
    OR (board_rank BETWEEN 1 AND board_size)
  );
