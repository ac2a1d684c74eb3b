/**
 * A seeded pseudo-random generator (mulberry32: 32 bits of state, period 2^32, fast and good enough for a
 * simulation) and the few distributions the economy needs. The same seed gives the same sequence on every
 * engine: it uses only 32-bit integer arithmetic (`Math.imul`, `>>>`).
 */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
}

export function mulberry32(seed: number): Random {
  // The state lives in a typed array: a plain 32-bit variable would be boxed on every draw.
  const state = new Int32Array([seed | 0]);
  return {
    next() {
      state[0] = (state[0]! + 0x6d2b79f5) | 0;
      let t = state[0]!;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
  };
}

/** A standard normal draw (Box-Muller; one of the pair is dropped so each call uses two uniforms). */
export function normal(random: Random): number {
  const u = 1 - random.next(); // (0, 1]: log(0) never happens
  const v = random.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** Lognormal with the given median and spread (the σ of its logarithm; 0 gives the median every time). */
export function lognormal(random: Random, median: number, spread: number): number {
  return spread === 0 ? median : median * Math.exp(spread * normal(random));
}

/**
 * A Poisson draw from one uniform, by inversion (the means here are small: a user's events in a day).
 * `expMinusMean` is `Math.exp(-mean)`, computed once by the caller.
 */
export function poisson(random: Random, mean: number, expMinusMean: number): number {
  if (mean <= 0) return 0;
  const u = random.next();
  let k = 0;
  let p = expMinusMean;
  let cumulative = p;
  while (u > cumulative && k < 1000) {
    k++;
    p *= mean / k;
    cumulative += p;
  }
  return k;
}
