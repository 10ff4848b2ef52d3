-- Live classes say what kind of class they are and for whom, so the live schedule can be filtered
-- by class type and level like the on-demand library (the same enumerations as videos). NULL: the
-- studio has not said; such a class is shown while no type or level is chosen.
ALTER TABLE live_classes
  ADD COLUMN class_type text CHECK (class_type IN (
    'Pilates',
    'Strength',
    'Cardio',
    'Boxing',
    'Meditation',
    'HIIT',
    'Running/Treadmill',
    'Martial Arts',
    'Barre',
    'Sculpt',
    'Yoga',
    'Dance',
    'Stretching',
    'Bootcamp',
    'Mobility',
    'Cycling',
    'Gua Sha',
    'Face Yoga',
    'Skin Cardio',
    'Lymphatic',
    'Kids'
  )),
  ADD COLUMN level text CHECK (level IN ('Beginner', 'Intermediate', 'Advanced'));
