import type {
  BodyFocus,
  ClassLevel,
  ClassType,
  Equipment,
  Muscle,
  Special,
} from '@jetsweat/contract';

/** An on-demand class of the demo library, as written by hand. */
export interface DemoClass {
  title: string;
  /** The studio's shortName (demo-studios.ts). */
  studio: string;
  /** One of that studio's instructors, by name. */
  instructor: string;
  classType: ClassType;
  level: ClassLevel;
  bodyFocus: BodyFocus;
  minutes: number;
  /** ['None'] for a class without equipment. */
  equipment: Equipment[];
  limitations?: Special[];
  muscles: Muscle[];
  summary: string;
}

/** A program of the demo library: class titles week by week, in order. */
export interface DemoProgram {
  title: string;
  summary: string;
  weeks: string[][];
}
