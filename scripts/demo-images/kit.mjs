// @ts-check
/**
 * Shared drawing kit for the demo illustrations: palette, the SVG document wrapper with the
 * gradients and filters every drawing may reference, backgrounds and small primitives.
 * Everything returns SVG markup strings; nothing is fetched or read from disk.
 */

export const C = {
  navy950: "#06101f",
  navy900: "#0b1b33",
  navy800: "#11264a",
  navy700: "#1a3560",
  navy600: "#28487a",
  slate700: "#334155",
  slate600: "#475569",
  slate500: "#64748b",
  slate400: "#94a3b8",
  slate300: "#cbd5e1",
  slate200: "#e2e8f0",
  slate100: "#f1f5f9",
  paper: "#f7f9fb",
  accent: "#06b6d4",
  accentDark: "#0891b2",
  accentLight: "#67e8f9",
  green: "#10b981",
  amber: "#f59e0b",
  white: "#ffffff",
};

export const FONT = "DejaVu Sans, Inter, Arial, sans-serif";

/**
 * A coordinate or length written into SVG markup: a number, or one already formatted with `toFixed()`.
 * @typedef {number | string} SvgNumber
 */

/**
 * Text styling for `text()`: font size and weight, fill colour, anchor, letter spacing, opacity.
 * @typedef {object} TextStyle
 * @property {number} [size]
 * @property {number} [weight]
 * @property {string} [fill]
 * @property {"start" | "middle" | "end"} [anchor]
 * @property {number} [spacing]
 * @property {number} [opacity]
 */

/**
 * Options of `person()`.
 * @typedef {object} PersonOptions
 * @property {string} [skin]
 * @property {string} [hair]
 * @property {string} [shirt]
 * @property {string} [collar]
 * @property {boolean} [back]
 * @property {"short" | "long"} [hairStyle]
 * @property {boolean} [badge]
 */

/** Gradients and filters available to every drawing by id. */
const SHARED_DEFS = `
<linearGradient id="gBody" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0" stop-color="${C.navy700}"/><stop offset="1" stop-color="${C.navy900}"/></linearGradient>
<linearGradient id="gBodyLight" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#d9e0e8"/></linearGradient>
<linearGradient id="gScreen" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#0f2f52"/><stop offset="1" stop-color="#071629"/></linearGradient>
<linearGradient id="gMetal" x1="0" y1="0" x2="1" y2="0">
  <stop offset="0" stop-color="#9aa6b4"/><stop offset=".45" stop-color="#eef2f6"/>
  <stop offset="1" stop-color="#8794a3"/></linearGradient>
<linearGradient id="gMetalV" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#eef2f6"/><stop offset="1" stop-color="#8f9bab"/></linearGradient>
<radialGradient id="gLens" cx=".35" cy=".35" r=".7">
  <stop offset="0" stop-color="#3b5a85"/><stop offset=".6" stop-color="#0a1426"/>
  <stop offset="1" stop-color="#02060d"/></radialGradient>
<radialGradient id="gGlow" cx=".5" cy=".5" r=".5">
  <stop offset="0" stop-color="${C.accent}" stop-opacity=".55"/>
  <stop offset="1" stop-color="${C.accent}" stop-opacity="0"/></radialGradient>
<radialGradient id="gWarm" cx=".5" cy=".5" r=".5">
  <stop offset="0" stop-color="#fde7b0" stop-opacity=".5"/>
  <stop offset="1" stop-color="#fde7b0" stop-opacity="0"/></radialGradient>
<linearGradient id="gBeam" x1="0" y1="0" x2="1" y2="0">
  <stop offset="0" stop-color="${C.accent}" stop-opacity="0"/>
  <stop offset=".5" stop-color="${C.accentLight}" stop-opacity=".95"/>
  <stop offset="1" stop-color="${C.accent}" stop-opacity="0"/></linearGradient>
<linearGradient id="gGlass" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0" stop-color="#bfe9f3" stop-opacity=".55"/>
  <stop offset="1" stop-color="#7fb8cc" stop-opacity=".25"/></linearGradient>
<linearGradient id="gWood" x1="0" y1="0" x2="1" y2="0">
  <stop offset="0" stop-color="#c9b79c"/><stop offset="1" stop-color="#b39f82"/></linearGradient>
<filter id="fBlur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="18"/></filter>
<filter id="fSoft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="6"/></filter>
<filter id="fGlow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="10"/></filter>
<pattern id="pGrid" width="40" height="40" patternUnits="userSpaceOnUse">
  <path d="M40 0H0V40" fill="none" stroke="${C.navy700}" stroke-opacity=".07" stroke-width="1"/></pattern>
<pattern id="pGridDark" width="60" height="60" patternUnits="userSpaceOnUse">
  <path d="M60 0H0V60" fill="none" stroke="${C.accent}" stroke-opacity=".07" stroke-width="1"/></pattern>`;

/**
 * A complete SVG document of the given size. `defs` adds drawing-specific definitions.
 * @param {number} width
 * @param {number} height
 * @param {string} body
 * @param {string} [defs]
 */
export function svgDoc(width, height, body, defs = "") {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>${SHARED_DEFS}${defs}</defs>${body}</svg>`;
}

/**
 * Place markup drawn around (0,0) at (x,y) with a uniform scale and optional rotation.
 * @param {string} markup
 * @param {SvgNumber} x
 * @param {SvgNumber} y
 * @param {SvgNumber} [scale]
 * @param {number} [rotate] degrees
 */
export function place(markup, x, y, scale = 1, rotate = 0) {
  const rot = rotate ? ` rotate(${rotate})` : "";
  return `<g transform="translate(${x} ${y}) scale(${scale})${rot}">${markup}</g>`;
}

/**
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {string} [attrs] extra attributes, written as is
 * @param {number} [rx] corner radius
 */
export function rect(x, y, w, h, attrs = "", rx = 0) {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" ${attrs}/>`;
}

/**
 * @param {SvgNumber} cx
 * @param {SvgNumber} cy
 * @param {SvgNumber} r
 * @param {string} [attrs] extra attributes, written as is
 */
export function circle(cx, cy, r, attrs = "") {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" ${attrs}/>`;
}

/**
 * @param {number} x
 * @param {number} y
 * @param {string} content markup, written as is
 * @param {TextStyle} [style]
 */
export function text(x, y, content, { size = 24, weight = 400, fill = C.navy900, anchor = "start", spacing = 0, opacity = 1 } = {}) {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" letter-spacing="${spacing}" opacity="${opacity}">${content}</text>`;
}

/**
 * Small deterministic pseudo-random generator so the images are identical on every run.
 * @param {number} seed
 * @returns {() => number} the next value in [0, 1) on each call
 */
export function seeded(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/**
 * Light studio background used for every product shot and category image.
 * @param {number} w
 * @param {number} h
 * @param {{ grid?: boolean }} [options]
 */
export function studioBackground(w, h, { grid = false } = {}) {
  const id = `bg${w}x${h}`;
  return `<defs><radialGradient id="${id}" cx=".5" cy=".42" r=".75">
    <stop offset="0" stop-color="#ffffff"/><stop offset=".7" stop-color="#edf1f5"/>
    <stop offset="1" stop-color="#dfe5ec"/></radialGradient></defs>
  ${rect(0, 0, w, h, `fill="url(#${id})"`)}${grid ? rect(0, 0, w, h, `fill="url(#pGrid)"`) : ""}`;
}

/**
 * Dark navy background for heroes and editorial scenes.
 * @param {number} w
 * @param {number} h
 * @param {{ glowX?: number, glowY?: number }} [options] glow centre as fractions of w and h
 */
export function darkBackground(w, h, { glowX = 0.7, glowY = 0.4 } = {}) {
  const id = `dbg${w}x${h}`;
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${C.navy800}"/><stop offset="1" stop-color="${C.navy950}"/></linearGradient></defs>
  ${rect(0, 0, w, h, `fill="url(#${id})"`)}${rect(0, 0, w, h, `fill="url(#pGridDark)"`)}
  <ellipse cx="${w * glowX}" cy="${h * glowY}" rx="${w * 0.35}" ry="${h * 0.4}" fill="url(#gGlow)" opacity=".45"/>`;
}

/**
 * Soft contact shadow under a device standing at y.
 * @param {number} cx
 * @param {number} y
 * @param {number} rx
 * @param {number} [ry]
 * @param {number} [opacity]
 */
export function floorShadow(cx, y, rx, ry = rx * 0.09, opacity = 0.28) {
  return `<ellipse cx="${cx}" cy="${y}" rx="${rx}" ry="${ry}" fill="${C.navy900}" opacity="${opacity}" filter="url(#fBlur)"/>`;
}

/**
 * Corner brackets used as a scanning frame (centre cx,cy, size w,h, arm length a).
 * @param {number} cx
 * @param {number} cy
 * @param {number} w
 * @param {number} h
 * @param {number} a
 * @param {string} [stroke]
 * @param {number} [width]
 */
export function scanBrackets(cx, cy, w, h, a, stroke = C.accent, width = 5) {
  const x0 = cx - w / 2,
    x1 = cx + w / 2,
    y0 = cy - h / 2,
    y1 = cy + h / 2;
  const d =
    `M${x0} ${y0 + a}V${y0}H${x0 + a}M${x1 - a} ${y0}H${x1}V${y0 + a}` + `M${x1} ${y1 - a}V${y1}H${x1 - a}M${x0 + a} ${y1}H${x0}V${y1 - a}`;
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;
}

/**
 * Stylised face outline with landmark dots, as shown on a terminal screen.
 * @param {number} cx
 * @param {number} cy
 * @param {number} [s]
 * @param {string} [stroke]
 */
export function faceOutline(cx, cy, s = 1, stroke = C.accentLight) {
  const dots = /** @type {[x: number, y: number][]} */ ([
    [-30, -15],
    [30, -15],
    [0, 15],
    [-22, 45],
    [22, 45],
    [0, 52],
    [-55, -5],
    [55, -5],
    [0, -60],
  ])
    .map(([x, y]) => circle(x, y, 3.2, `fill="${stroke}"`))
    .join("");
  const mesh = `M-30 -15L0 15L30 -15M-30 -15L-22 45L0 52L22 45L30 -15M0 15L0 52M-55 -5L-30 -15L0 -60L30 -15L55 -5`;
  return `<g transform="translate(${cx} ${cy}) scale(${s})">
    <ellipse cx="0" cy="0" rx="78" ry="100" fill="none" stroke="${stroke}" stroke-width="3" opacity=".9"/>
    <path d="M-120 185C-110 130 -70 112 -35 104L-28 92M120 185C110 130 70 112 35 104L28 92" fill="none" stroke="${stroke}" stroke-width="3" opacity=".7"/>
    <path d="${mesh}" fill="none" stroke="${stroke}" stroke-width="1.2" opacity=".45"/>${dots}</g>`;
}

/**
 * Concentric ridge pattern that reads as a fingerprint, clipped by the caller.
 * @param {number} cx
 * @param {number} cy
 * @param {number} [s]
 * @param {string} [stroke]
 * @param {number} [seed]
 */
export function fingerprint(cx, cy, s = 1, stroke = C.accent, seed = 7) {
  const rnd = seeded(seed);
  let ridges = "";
  for (let i = 0; i < 14; i++) {
    const rx = 6 + i * 7.5,
      ry = 9 + i * 9.5;
    const dash = `${Math.round(30 + rnd() * 120)} ${Math.round(4 + rnd() * 8)} ${Math.round(20 + rnd() * 80)} ${Math.round(4 + rnd() * 6)}`;
    ridges += `<ellipse cx="${(rnd() * 4 - 2).toFixed(1)}" cy="${(i * 1.6).toFixed(1)}" rx="${rx}" ry="${ry}" fill="none" stroke="${stroke}" stroke-width="3.4" stroke-dasharray="${dash}" stroke-linecap="round"/>`;
  }
  return `<g transform="translate(${cx} ${cy}) scale(${s})">${ridges}</g>`;
}

/**
 * Small "waves" symbol for contactless reading.
 * @param {number} cx
 * @param {number} cy
 * @param {number} [s]
 * @param {string} [stroke]
 */
export function nfcWaves(cx, cy, s = 1, stroke = C.accent) {
  const arcs = [14, 26, 38]
    .map(
      (r) =>
        `<path d="M${r * 0.6} ${-r * 0.8}A${r} ${r} 0 0 1 ${r * 0.6} ${r * 0.8}" fill="none" stroke="${stroke}" stroke-width="4" stroke-linecap="round"/>`,
    )
    .join("");
  return `<g transform="translate(${cx} ${cy}) scale(${s})">${circle(0, 0, 5, `fill="${stroke}"`)}${arcs}</g>`;
}

/**
 * Company word mark: a small accent square plus the name.
 * @param {number} x
 * @param {number} y
 * @param {number} [size]
 * @param {string} [fill]
 */
export function wordmark(x, y, size = 28, fill = C.navy900) {
  return `<g>${rect(x, y - size * 0.78, size * 0.78, size * 0.78, `fill="${C.accent}"`, size * 0.16)}
    ${circle(x + size * 0.39, y - size * 0.39, size * 0.17, `fill="none" stroke="${C.white}" stroke-width="${size * 0.07}"`)}
    ${text(x + size * 1.05, y - size * 0.06, "AURION", { size, weight: 700, fill, spacing: size * 0.08 })}
    ${text(x + size * 6.5, y - size * 0.06, "BIOMETRICS", { size: size * 0.62, weight: 400, fill, spacing: size * 0.1, opacity: 0.75 })}</g>`;
}

/**
 * A stylised person, upper body, origin at the waist centre. `back` draws a rear view
 * (no face), `shirt` and `skin` pick the colours, `hair` the hair colour.
 * @param {PersonOptions} [options]
 */
export function person({
  skin = "#e0b48f",
  hair = "#2b2118",
  shirt = C.navy700,
  collar = C.white,
  back = false,
  hairStyle = "short",
  badge = false,
} = {}) {
  const long = hairStyle === "long";
  const hairBehind = long ? `<path d="M-46 -210C-50 -262 50 -262 46 -210L50 -150H-50Z" fill="${hair}"/>` : "";
  const fringe = back
    ? `<ellipse cx="0" cy="-220" rx="40" ry="44" fill="${hair}"/>`
    : `<path d="M-40 -212C-42 -252 -18 -266 2 -265C26 -264 44 -248 40 -210C30 -228 -10 -236 -40 -212Z" fill="${hair}"/>`;
  const face = back
    ? ""
    : `${circle(-13, -210, 3, `fill="${C.navy900}"`)}${circle(13, -210, 3, `fill="${C.navy900}"`)}
    <path d="M-10 -188Q0 -181 10 -188" fill="none" stroke="${C.navy900}" stroke-width="2.5" stroke-linecap="round"/>`;
  return `<g>${hairBehind}
    <path d="M-95 0V-95C-95 -135 -70 -150 -30 -158H30C70 -150 95 -135 95 -95V0Z" fill="${shirt}"/>
    ${back ? "" : `<path d="M-22 -158L0 -128L22 -158Z" fill="${collar}"/>`}
    ${rect(-14, -178, 28, 24, `fill="${skin}"`, 6)}
    <ellipse cx="0" cy="-212" rx="38" ry="44" fill="${skin}"/>${fringe}${face}
    ${badge ? rect(40, -110, 26, 34, `fill="${C.white}" stroke="${C.accent}" stroke-width="2"`, 3) : ""}</g>`;
}
