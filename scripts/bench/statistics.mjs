/** The middle value of `xs` (the upper middle for an even count), without changing `xs`. */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
