// @ts-check
/**
 * Editorial scenes, 1600 x 900: the two solution heroes and the three news heroes.
 */
import { C, svgDoc, place, rect, circle, text, darkBackground, seeded, person, wordmark } from "./kit.mjs";
import { faceTerminal, fingerprintReader, smartLock, cardReader } from "./devices.mjs";
import { speedGate } from "./scenes-hero.mjs";

const W = 1600,
  H = 900;

/**
 * Light daytime sky with soft horizon haze.
 * @param {number} w
 * @param {number} h
 */
function daySky(w, h) {
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#c9dceb"/><stop offset="1" stop-color="#eef3f7"/></linearGradient></defs>
    ${rect(0, 0, w, h, `fill="url(#sky)"`)}`;
}

/**
 * Rounded tree in cool grey-green, trunk base at (x,y).
 * @param {number} x
 * @param {number} y
 * @param {number} [s]
 */
function tree(x, y, s = 1) {
  return `<g transform="translate(${x} ${y}) scale(${s})">${rect(-8, -90, 16, 90, `fill="#6b7b74"`, 4)}
    ${circle(0, -150, 80, `fill="#7f9f95"`)}${circle(-45, -120, 55, `fill="#6f9286"`)}${circle(48, -118, 52, `fill="#8aaa9f"`)}</g>`;
}

/**
 * Row of windows for a building face.
 * @param {number} x
 * @param {number} y
 * @param {number} cols
 * @param {number} rows
 * @param {number} cw window width
 * @param {number} ch window height
 * @param {number} gap
 * @param {string} [fill]
 */
function windowRows(x, y, cols, rows, cw, ch, gap, fill = "#9fb9cc") {
  let out = "";
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) out += rect(x + c * (cw + gap), y + r * (ch + gap), cw, ch, `fill="${fill}"`, 2);
  return out;
}

/**
 * Student seen from behind with a backpack.
 * @param {string} shirt
 * @param {string} hair
 * @param {string} bag
 */
function student(shirt, hair, bag) {
  return `${person({ back: true, shirt, hair })}${rect(-55, -150, 110, 120, `fill="${bag}"`, 22)}${rect(-40, -140, 80, 10, `fill="#fff" opacity=".25"`, 4)}`;
}

/** School campus entrance: building with clock tower, trees, gates with face terminals. */
export function solutionCampus() {
  const body =
    daySky(W, H) +
    rect(180, 250, 1240, 330, `fill="#e6e9ee"`) +
    rect(180, 250, 1240, 18, `fill="${C.navy700}"`) +
    windowRows(220, 300, 14, 3, 62, 56, 24) +
    rect(700, 120, 200, 460, `fill="#dde2e8"`) +
    rect(700, 120, 200, 16, `fill="${C.navy700}"`) +
    circle(800, 210, 48, `fill="#fff" stroke="${C.navy700}" stroke-width="6"`) +
    `<path d="M800 210V180M800 210L822 222" stroke="${C.navy900}" stroke-width="5" stroke-linecap="round"/>` +
    rect(740, 460, 120, 120, `fill="${C.navy800}"`) +
    rect(750, 470, 100, 110, `fill="url(#gGlass)"`) +
    rect(0, 580, W, 320, `fill="#cfd6dd"`) +
    rect(0, 580, W, 10, `fill="#b8c1ca"`) +
    tree(120, 600, 1.1) +
    tree(1480, 600, 1.2) +
    tree(330, 590, 0.8) +
    tree(1280, 590, 0.85) +
    rect(1530, 180, 6, 420, `fill="${C.slate500}"`) +
    rect(1536, 184, 70, 44, `fill="${C.accentDark}"`) +
    [0, 1, 2, 3].map((i) => place(speedGate({ wingLeft: i > 0, wingRight: i < 3 }), 560 + i * 160, 780, 0.75)).join("") +
    place(student(C.navy600, "#2b2118", C.accentDark), 700, 900, 0.9) +
    place(student("#3d5a80", "#5a3b22", C.navy900), 940, 900, 0.85) +
    place(student("#5b6b7f", "#1d1d22", "#d97706"), 1180, 900, 0.78);
  return svgDoc(W, H, body);
}

/** Corporate reception: slatted wall, reception desk, gates, an employee with a badge. */
export function solutionOffice() {
  const slats = Array.from({ length: 40 }, (_, i) => rect(i * 40, 0, 22, 560, `fill="url(#gWood)" opacity=".9"`)).join("");
  const body =
    rect(0, 0, W, H, `fill="#e9edf1"`) +
    rect(0, 0, 620, 560, `fill="#dfe4ea"`) +
    `<g transform="translate(620 0)">${slats}</g>` +
    rect(620, 0, 980, 560, `fill="${C.navy900}" opacity=".08"`) +
    rect(0, 0, 620, 560, `fill="url(#gGlass)"`) +
    Array.from({ length: 5 }, (_, i) => rect(i * 124, 0, 6, 560, `fill="#aab6c3"`)).join("") +
    rect(0, 560, W, 340, `fill="#cdd3da"`) +
    rect(0, 560, W, 8, `fill="#b4bcc6"`) +
    rect(980, 400, 520, 190, `fill="${C.navy900}"`, 10) +
    rect(980, 400, 520, 14, `fill="${C.accent}"`, 6) +
    text(1240, 505, "RECEPTION", { size: 26, fill: C.slate300, anchor: "middle", spacing: 8, weight: 700 }) +
    place(person({ shirt: "#31507a", hair: "#2a1f1a", skin: "#c89470" }), 1240, 420, 0.7) +
    [0, 1, 2].map((i) => place(speedGate({ wingLeft: i > 0, wingRight: i < 2 }), 240 + i * 210, 760, 0.9)).join("") +
    place(person({ shirt: C.navy700, hair: "#3b2a20", hairStyle: "long", badge: true, skin: "#e4bc9a" }), 760, 900, 1.25) +
    `<ellipse cx="1500" cy="640" rx="60" ry="14" fill="${C.navy900}" opacity=".15"/>` +
    rect(1470, 560, 60, 80, `fill="${C.slate600}"`, 8) +
    circle(1500, 520, 60, `fill="#6f9286"`) +
    circle(1470, 480, 40, `fill="#7f9f95"`);
  return svgDoc(W, H, body);
}

/** Product launch stage: spotlights on a terminal on a plinth, audience in silhouette. */
export function newsLaunch() {
  const beams = [400, 800, 1200]
    .map((x) => `<path d="M${x - 20} 0L${x - 170} 700H${x + 170}L${x + 20} 0Z" fill="${C.accentLight}" opacity=".07"/>`)
    .join("");
  const audience = Array.from({ length: 9 }, (_, i) =>
    place(person({ back: true, shirt: C.navy950, hair: "#05080f", skin: "#0b1424" }), 90 + i * 180, 960, 0.9 + (i % 2) * 0.08),
  ).join("");
  const body =
    darkBackground(W, H, { glowX: 0.5, glowY: 0.4 }) +
    rect(300, 90, 1000, 420, `fill="${C.navy950}" stroke="${C.navy600}" stroke-width="3"`, 8) +
    text(360, 190, "NEW", { size: 30, fill: C.accentLight, weight: 700, spacing: 6 }) +
    text(360, 260, "AB-FR700", { size: 64, fill: C.white, weight: 700 }) +
    text(360, 310, "8-inch face recognition terminal", { size: 28, fill: C.slate300 }) +
    place(faceTerminal({ stand: false }), 1120, 300, 0.42) +
    beams +
    `<ellipse cx="800" cy="700" rx="420" ry="50" fill="${C.accent}" opacity=".2" filter="url(#fBlur)"/>` +
    rect(0, 640, W, 260, `fill="${C.navy900}"`) +
    rect(560, 560, 480, 90, `fill="${C.navy700}"`, 6) +
    rect(560, 560, 480, 8, `fill="${C.accent}"`, 4) +
    audience;
  return svgDoc(W, H, body);
}

/** Trade-show booth with the company fascia, demo counters and visitors. */
export function newsExhibition() {
  const hallLights = Array.from({ length: 12 }, (_, i) => circle(70 + i * 140, 60, 10, `fill="#fff" opacity=".8"`)).join("");
  /**
   * @param {number} x
   * @param {string} device markup of the device on the counter
   */
  const counter = (x, device) => `${rect(x - 110, 560, 220, 200, `fill="#f4f6f8" stroke="#cbd5e1" stroke-width="2"`, 6)}
    ${rect(x - 110, 560, 220, 12, `fill="${C.accent}"`)}${device}`;
  const body =
    rect(0, 0, W, H, `fill="#d9dee4"`) +
    rect(0, 0, W, 130, `fill="#c3cad3"`) +
    hallLights +
    rect(160, 170, 1280, 470, `fill="${C.navy900}"`) +
    rect(160, 170, 1280, 10, `fill="${C.accent}"`) +
    wordmark(230, 270, 54, C.white) +
    text(230, 340, "Biometric and access-control hardware · OEM/ODM", { size: 28, fill: C.slate300 }) +
    rect(1060, 230, 320, 190, `fill="url(#gScreen)" stroke="${C.navy600}" stroke-width="4"`, 6) +
    place(faceTerminal({ stand: false }), 1220, 325, 0.2) +
    rect(0, 640, W, 260, `fill="#bfc7d0"`) +
    rect(160, 640, 1280, 30, `fill="#e3e8ee"`) +
    counter(420, place(fingerprintReader(), 420, 500, 0.16)) +
    counter(800, place(faceTerminal(), 800, 470, 0.16)) +
    counter(1180, place(smartLock(), 1160, 490, 0.17)) +
    place(person({ shirt: "#4b5d75", hair: "#2b2118", skin: "#c99a77" }), 260, 900, 1.0) +
    place(person({ back: true, shirt: "#6b7f99", hair: "#1d1d22" }), 620, 930, 1.15) +
    place(person({ shirt: C.navy700, hair: "#3b2a20", hairStyle: "long", badge: true }), 1000, 900, 1.0) +
    place(person({ back: true, shirt: "#3d4f66", hair: "#54402c", hairStyle: "long" }), 1390, 940, 1.15);
  return svgDoc(W, H, body);
}

/** Company headquarters and factory building in daylight with the name on the facade. */
export function newsFactory() {
  const rnd = seeded(9);
  const saw = Array.from({ length: 8 }, (_, i) => `<path d="M${760 + i * 100} 360L${860 + i * 100} 300V360Z" fill="#c4ccd6"/>`).join("");
  const cars = Array.from({ length: 5 }, (_, i) =>
    rect(160 + i * 120, 720, 90, 40, `fill="${["#64748b", "#e2e8f0", C.navy700, "#94a3b8", "#334155"][i]}"`, 12),
  ).join("");
  const body =
    daySky(W, H) +
    rect(760, 360, 800, 320, `fill="#e5e9ee"`) +
    saw +
    windowRows(790, 420, 12, 2, 50, 60, 14, "#a9bfd0") +
    rect(120, 220, 640, 460, `fill="#f2f4f7"`) +
    rect(120, 220, 640, 16, `fill="${C.navy800}"`) +
    windowRows(150, 300, 9, 4, 54, 52, 12, "#9fb9cc") +
    rect(120, 230, 640, 56, `fill="${C.navy900}"`) +
    wordmark(150, 275, 34, C.white) +
    rect(380, 560, 120, 120, `fill="url(#gGlass)" stroke="${C.navy700}" stroke-width="4"`) +
    rect(0, 680, W, 220, `fill="#c8d0d8"`) +
    rect(0, 770, W, 130, `fill="#b7c0ca"`) +
    cars +
    Array.from({ length: 6 }, () => tree(Math.round(820 + rnd() * 420), 690, 0.6 + rnd() * 0.2)).join("") +
    [0, 1].map((i) => rect(1330 + i * 110, 580, 90, 100, `fill="#aeb8c3" stroke="#94a0ad" stroke-width="3"`)).join("") +
    place(cardReader(), 560, 610, 0.12);
  return svgDoc(W, H, body);
}
