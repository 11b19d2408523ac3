/*
 * Daniels–Gilbert running equations (Daniels & Gilbert, "Oxygen Power", 1979; Daniels' Running
 * Formula): the oxygen cost of running at a speed, and the fraction of VO2max a runner can hold for a
 * race of a given duration. A race's VDOT is its oxygen cost divided by that fraction.
 */

/** VO2 (ml/kg/min) of running at `metresPerMinute`. */
export function oxygenCost(metresPerMinute: number): number {
  return -4.6 + 0.182258 * metresPerMinute + 0.000104 * metresPerMinute ** 2;
}

/** Fraction of VO2max sustainable for a race lasting `minutes`. */
export function sustainableFraction(minutes: number): number {
  return 0.8 + 0.1894393 * Math.exp(-0.012778 * minutes) + 0.2989558 * Math.exp(-0.1932605 * minutes);
}

/** VDOT of a race: `distanceM` metres in `seconds`. */
export function vdotFromRace(distanceM: number, seconds: number): number {
  const minutes = seconds / 60;
  return oxygenCost(distanceM / minutes) / sustainableFraction(minutes);
}

/** The speed (m/min) whose oxygen cost is `vo2`: the positive root of the cost equation. */
export function speedForOxygen(vo2: number): number {
  const a = 0.000104;
  const b = 0.182258;
  const c = -4.6 - vo2;
  return (-b + Math.sqrt(b * b - 4 * a * c)) / (2 * a);
}

/** Seconds per km when running at `fraction` of VO2max for a runner of `vdot`. */
export function paceAtFraction(vdot: number, fraction: number): number {
  return 60_000 / speedForOxygen(vdot * fraction);
}

/**
 * The race time (seconds) over `distanceM` that has this VDOT: the time t where
 * oxygenCost(d / t) / sustainableFraction(t) = vdot. VDOT falls as t grows, so bisection converges.
 */
export function predictRaceSeconds(vdot: number, distanceM: number): number {
  let lo = distanceM * 0.1; // 10 m/s, faster than any runner …
  let hi = distanceM * 1.2; // … to 20 min per km, a slow walk
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (vdotFromRace(distanceM, mid) > vdot) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
