/** The live feature's query keys. */
export const liveKeys = {
  all: ['live'] as const,
  channel: (liveClassId: number) => [...liveKeys.all, 'channel', liveClassId] as const,
  teaching: () => [...liveKeys.all, 'teaching'] as const,
  summary: (liveClassId: number) => [...liveKeys.all, 'summary', liveClassId] as const,
  workout: (liveClassId: number) => [...liveKeys.all, 'workout', liveClassId] as const,
};
