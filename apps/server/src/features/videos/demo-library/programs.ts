import type { DemoProgram } from './types.ts';

/** Programs of the demo library: each week lists its classes by title, in order. */
export const demoPrograms: DemoProgram[] = [
  {
    title: '4 Weeks of Core',
    summary:
      'Three short core sessions a week that build from breath and control to strength and power. By week four you will hold a plank longer, stand taller and feel it in every other workout.',
    weeks: [
      ['Pilates Fundamentals', '10-Minute Pilates Abs', 'Cardio Core'],
      ['Pilates Ball Core', 'Core Flow', 'HIIT and Abs'],
      ['Core Ignite', 'Medicine Ball Core', '10-Minute Pilates Abs'],
      ['Classical Mat', 'Box and Core', 'Core Flow'],
    ],
  },
  {
    title: 'Barre Foundations: 3 Weeks',
    summary:
      'Learn the positions, then the pulses, then put them to music. Three weeks from your first plié to a full hour at the barre, with a chair standing in if you have no barre.',
    weeks: [
      ['Barre Basics', 'Barre Stretch and Lengthen', 'Barre Express'],
      ['Barre and Ball', 'Barre Express', 'Barre Stretch and Lengthen'],
      ['Barre Burn', 'Cardio Barre', 'Barre Sculpt 60'],
    ],
  },
  {
    title: 'Strength Starter: 4 Weeks',
    summary:
      'The basic lifts taught properly, then loaded week by week, with a mobility session each week to keep you moving well. The plan for anyone who has always meant to start lifting.',
    weeks: [
      ['Strength for Beginners', 'Band Strength', 'Mobility Fundamentals'],
      ['Kettlebell Basics', 'Barbell Basics', 'Foam Roller Release'],
      ['Push and Pull', 'Leg Day', 'Shoulder Mobility'],
      ['Strength Circuit', 'Medicine Ball Power', 'Hip Mobility'],
    ],
  },
  {
    title: 'Prenatal Strength and Calm: 3 Weeks',
    summary:
      'Gentle strength for the body that is carrying, and quiet practices for the mind that is preparing. Every class is safe for each trimester; ask your doctor or midwife before you begin.',
    weeks: [
      ['Prenatal Yoga', 'Prenatal Meditation'],
      ['Prenatal Pilates', 'Lymphatic Flow', 'Prenatal Meditation'],
      ['Prenatal Barre', 'Restorative Yoga', 'Prenatal Yoga'],
    ],
  },
  {
    title: 'Postnatal Recovery: 4 Weeks',
    summary:
      'A patient return to movement: reconnect the deep core, rebuild the upper back for carrying and feeding, and find your rhythm again with walking and gentle dance.',
    weeks: [
      ['Postnatal Core Restore', 'Walk It Out'],
      ['Postnatal Yoga', 'Postnatal Core Restore', 'Gentle Dance'],
      ['Postnatal Upper Body', 'Walk It Out', 'Postnatal Yoga'],
      ['Postnatal Pilates Progress', 'Postnatal Upper Body', 'Gentle Dance'],
    ],
  },
  {
    title: 'HIIT Kickstart: 2 Weeks',
    summary:
      'Two weeks that take you from a five-minute wake-up to a full Tabata. Start low impact, learn the moves, then turn up the intensity.',
    weeks: [
      ['Five-Minute Wake-Up', 'Low Impact HIIT', 'HIIT Express'],
      ['Jump Rope HIIT', 'HIIT and Abs', 'Tabata Torch'],
    ],
  },
  {
    title: 'Yoga for Beginners: 3 Weeks',
    summary:
      'Nine classes that introduce the poses, the breath and the flow, with props and a chair for support. By the end, a forty-minute vinyasa will feel like home.',
    weeks: [
      ['Yoga for Beginners', 'Morning Flow', 'Bedtime Yoga'],
      ['Chair Yoga', 'Deep Stretch', 'Morning Flow'],
      ['Vinyasa Flow', 'Slow Flow', 'Yin Yoga'],
    ],
  },
  {
    title: 'Mindful Mornings: 2 Weeks',
    summary:
      'Four short sessions a week to start the day with a clear head: meditation, breathwork and gentle movement, none longer than twenty-five minutes.',
    weeks: [
      ['Morning Meditation', 'Morning Flow', 'Breathwork for Focus', 'Five-Minute Reset'],
      ['Desk Break Stretch', 'Morning Meditation', 'Body Scan for Sleep', 'Breathwork for Focus'],
    ],
  },
  {
    title: 'Knockout: 4 Weeks of Boxing',
    summary:
      'From stance and guard to ten rounds on the bag. Technique first, then combinations, then the conditioning to keep your hands up when you are tired.',
    weeks: [
      ['Boxing Basics', 'Shadowbox Cardio'],
      ['Box and Core', 'Kickboxing Flow'],
      ['Heavy Bag Rounds', 'Jump Rope HIIT'],
      ['Fight Conditioning', 'Power Kicks'],
    ],
  },
  {
    title: 'Couch to 5K: 4 Weeks',
    summary:
      'Walk, then run a little, then run a little more. Treadmill sessions with the stretching and strength that keep runners’ knees and hips happy.',
    weeks: [
      ['Couch to 5K: Week One', 'Post-Run Stretch', 'Incline Walk'],
      ['Couch to 5K: Week One', 'Pilates for Runners', 'Post-Run Stretch'],
      ['Treadmill Intervals', 'Foam Roller Release', 'Incline Walk'],
      ['Treadmill Intervals', 'Pilates for Runners', 'Tempo Run'],
    ],
  },
];
