// @ts-check
/**
 * Company scenes: factory gallery and team images (1600 x 1000), certificate documents
 * (1200 x 900).
 */
import { C, svgDoc, place, rect, circle, text, person, wordmark, studioBackground } from "./kit.mjs";
import { faceTerminal, fingerprintReader } from "./devices.mjs";

const W = 1600,
  H = 1000;
const COAT = "#dbe6f1";

/**
 * One person of the group portrait: shirt, hair and skin colours and hair style.
 * @typedef {[shirt: string, hair: string, skin: string, hairStyle: "short" | "long"]} PersonRow
 */

/**
 * The wording of a certificate.
 * @typedef {object} CertificateText
 * @property {string} title
 * @property {string} standard
 * @property {string} scope
 * @property {string} number
 * @property {string} sealLabel
 * @property {string} sealSub
 */

/**
 * Bright factory interior: wall, ceiling light panels, epoxy floor.
 * @param {number} [floorY]
 */
function factoryRoom(floorY = 720) {
  const panels = Array.from({ length: 6 }, (_, i) => rect(90 + i * 260, 40, 180, 18, `fill="#ffffff"`, 4)).join("");
  return `${rect(0, 0, W, H, `fill="#e6eaef"`)}${rect(0, 0, W, 90, `fill="#d5dbe2"`)}${panels}
    ${rect(0, floorY, W, H - floorY, `fill="#c9d3d6"`)}${rect(0, floorY, W, 8, `fill="#b3bec4"`)}
    ${rect(0, floorY + 120, W, 6, `fill="#e8c547" opacity=".8"`)}`;
}

/**
 * Signal tower lamp (green on) at x,y.
 * @param {number} x
 * @param {number} y
 */
function signalTower(x, y) {
  return `${rect(x - 3, y, 6, 30, `fill="${C.slate500}"`)}${rect(x - 10, y - 66, 20, 22, `fill="${C.green}"`, 3)}
    ${rect(x - 10, y - 44, 20, 22, `fill="${C.amber}" opacity=".45"`, 3)}${rect(x - 10, y - 88, 20, 22, `fill="#ef4444" opacity=".35"`, 3)}`;
}

/**
 * One SMT machine, front view, bottom-left at (x, 700).
 * @param {number} x
 * @param {number} w
 * @param {string} label
 */
function smtMachine(x, w, label) {
  return `${rect(x, 330, w, 370, `fill="#f4f6f8" stroke="#c3ccd6" stroke-width="2"`, 10)}
    ${rect(x + 20, 350, w - 40, 150, `fill="url(#gScreen)"`, 8)}
    ${rect(x + 40, 440, w - 80, 26, `fill="#2f7d5a"`, 3)}
    ${Array.from({ length: Math.floor((w - 100) / 30) }, (_, i) => rect(x + 52 + i * 30, 446, 14, 10, `fill="#cbd5e1"`, 2)).join("")}
    ${rect(x + 30, 520, 120, 70, `fill="${C.navy900}"`, 6)}${rect(x + 40, 532, 70, 6, `fill="${C.accent}"`)}
    ${rect(x + 40, 546, 90, 4, `fill="${C.slate500}"`)}${rect(x + 40, 558, 50, 4, `fill="${C.slate500}"`)}
    ${rect(x, 640, w, 60, `fill="${C.navy800}"`, 6)}
    ${text(x + w / 2, 678, label, { size: 20, fill: C.white, anchor: "middle", spacing: 2, weight: 700 })}
    ${signalTower(x + w - 30, 300)}`;
}

/** SMT line: printer, inspection, two placement machines, reflow; feeder reels; operator. */
export function factorySmt() {
  const reels =
    rect(1120, 800, 300, 24, `fill="${C.slate500}"`, 4) +
    circle(1150, 850, 14, `fill="${C.slate700}"`) +
    circle(1390, 850, 14, `fill="${C.slate700}"`) +
    Array.from(
      { length: 7 },
      (_, i) =>
        `${circle(1160 + i * 36, 760, 40, `fill="${C.slate600}" stroke="#e2e8f0" stroke-width="3"`)}${circle(1160 + i * 36, 760, 11, `fill="#e2e8f0"`)}`,
    ).join("");
  const machines = /** @type {[label: string, x: number, w: number][]} */ ([
    ["PRINTER", 80, 260],
    ["SPI", 360, 220],
    ["PICK &amp; PLACE", 600, 330],
    ["PICK &amp; PLACE", 950, 330],
    ["REFLOW", 1300, 260],
  ])
    .map(([l, x, w]) => smtMachine(x, w, l))
    .join("");
  const body =
    factoryRoom() +
    rect(60, 560, 1480, 12, `fill="${C.slate400}"`) +
    machines +
    reels +
    place(person({ shirt: COAT, collar: C.navy700, hair: "#1d1d22", skin: "#d8a982" }), 880, 1000, 1.2) +
    text(40, 960, "SMT LINE 2", { size: 24, fill: C.slate600, weight: 700, spacing: 3 });
  return svgDoc(W, H, body);
}

/** Assembly line: ESD benches with operators fitting terminals. */
export function factoryAssembly() {
  const stations = [0, 1, 2, 3]
    .map((i) => {
      const x = 240 + i * 380;
      return `${place(person({ shirt: COAT, collar: C.accent, hair: ["#1d1d22", "#3b2a20", "#2b2118", "#111"][i], skin: ["#e0b48f", "#c99a77", "#eac3a0", "#b98460"][i], hairStyle: i % 2 ? "long" : "short" }), x, 700, 1.05)}
      ${rect(x - 150, 370, 8, 210, `fill="${C.slate400}"`)}<path d="M${x - 146} 372L${x - 60} 420" stroke="${C.slate400}" stroke-width="8"/>
      ${circle(x - 55, 430, 30, `fill="#e0f2fe" stroke="${C.slate500}" stroke-width="6"`)}
      ${place(faceTerminal({ stand: false }), x + 40, 655, 0.11, -90)}
      ${rect(x - 120, 655, 70, 10, `fill="${C.amber}"`, 4)}`;
    })
    .join("");
  const body =
    factoryRoom(840) +
    rect(80, 150, 520, 90, `fill="${C.navy900}"`, 6) +
    text(110, 208, "LINE A · FINAL ASSEMBLY", { size: 28, fill: C.white, weight: 700, spacing: 2 }) +
    rect(1080, 150, 440, 90, `fill="#ffffff" stroke="#cbd5e1" stroke-width="2"`, 6) +
    text(1110, 192, "Takt 62 s   ·   Output 412 / 450", { size: 22, fill: C.navy900, weight: 700 }) +
    rect(1110, 212, 300, 10, `fill="#e2e8f0"`, 5) +
    rect(1110, 212, 274, 10, `fill="${C.accent}"`, 5) +
    stations +
    rect(40, 690, 1520, 26, `fill="#9cc6d6"`, 4) +
    rect(40, 716, 1520, 130, `fill="#e8ecf0" stroke="#c3ccd6" stroke-width="2"`) +
    Array.from({ length: 8 }, (_, i) => rect(100 + i * 190, 740, 150, 80, `fill="#dde3e9"`, 4)).join("");
  return svgDoc(W, H, body);
}

/** QC lab: burn-in rack full of terminals under test, climate chamber, technician. */
export function factoryQcLab() {
  let rack = rect(100, 160, 760, 640, `fill="none" stroke="${C.slate500}" stroke-width="12"`, 4);
  for (let r = 0; r < 4; r++) {
    rack += rect(100, 300 + r * 160, 760, 10, `fill="${C.slate500}"`);
    for (let c = 0; c < 7; c++)
      rack += place(faceTerminal({ stand: false, screenLabel: "Burn-in OK" }), 160 + c * 107, 232 + r * 160, 0.14);
  }
  const body =
    factoryRoom(820) +
    rack +
    rect(980, 220, 480, 600, `fill="#f4f6f8" stroke="#c3ccd6" stroke-width="3"`, 12) +
    rect(1020, 270, 280, 380, `fill="url(#gScreen)"`, 10) +
    place(fingerprintReader(), 1160, 460, 0.35) +
    rect(1330, 280, 100, 130, `fill="${C.navy900}"`, 6) +
    text(1380, 330, "-20 °C", { size: 24, fill: C.accentLight, anchor: "middle", weight: 700 }) +
    text(1380, 370, "RH 45%", { size: 18, fill: C.slate300, anchor: "middle" }) +
    rect(1020, 690, 400, 100, `fill="#e2e7ed"`, 6) +
    text(1220, 750, "THERMAL CYCLING CHAMBER", { size: 18, fill: C.slate600, anchor: "middle", weight: 700 }) +
    place(person({ shirt: COAT, collar: C.navy700, hair: "#2b2118", skin: "#e0b48f", hairStyle: "long" }), 900, 1000, 1.1) +
    rect(940, 800, 90, 120, `fill="${C.navy900}"`, 8) +
    rect(950, 810, 70, 90, `fill="${C.accentDark}"`, 4);
  return svgDoc(W, H, body);
}

/** Engineers reviewing a block diagram at a whiteboard. */
export function teamWhiteboard() {
  /**
   * @param {number} x
   * @param {number} y
   * @param {string} label
   * @param {boolean} [accent]
   */
  const box = (
    x,
    y,
    label,
    accent = false,
  ) => `${rect(x, y, 170, 70, `fill="${accent ? "#ecfeff" : "#fff"}" stroke="${accent ? C.accent : C.navy700}" stroke-width="3"`, 8)}
    ${text(x + 85, y + 44, label, { size: 22, fill: C.navy900, anchor: "middle", weight: 700 })}`;
  const arrows = `<path d="M410 275H470M640 275H700M555 310V370M870 275H930M555 440V470" stroke="${C.navy700}" stroke-width="3" fill="none"/>`;
  const body =
    rect(0, 0, W, H, `fill="#eef1f4"`) +
    rect(0, 760, W, 240, `fill="#d3d9e0"`) +
    rect(180, 120, 1000, 520, `fill="#ffffff" stroke="#b6c0cc" stroke-width="8"`, 6) +
    box(240, 240, "Camera") +
    box(470, 240, "NPU 2 TOPS", true) +
    box(700, 240, "SoC") +
    box(930, 240, "Wiegand") +
    box(470, 370, "Face DB 50K") +
    box(470, 470, "TCP/IP") +
    arrows +
    text(240, 190, "AB-FR700 rev C · data path", { size: 26, fill: C.slate600 }) +
    rect(1260, 160, 240, 340, `fill="#fff" stroke="#cbd5e1" stroke-width="3"`, 6) +
    [0, 1, 2, 3, 4].map((i) => rect(1290, 200 + i * 56, 180 - (i % 2) * 50, 14, `fill="${i === 0 ? C.accent : C.slate300}"`, 7)).join("") +
    place(person({ shirt: "#31507a", hair: "#1d1d22", skin: "#c99a77" }), 1320, 860, 1.5) +
    rect(200, 800, 1000, 40, `fill="#9aa6b4"`, 8) +
    place(person({ back: true, shirt: C.navy700, hair: "#3b2a20", hairStyle: "long" }), 480, 1000, 1.5) +
    place(person({ back: true, shirt: "#5b6b7f", hair: "#111" }), 880, 1000, 1.6);
  return svgDoc(W, H, body);
}

/** Group portrait of the engineering team. */
export function teamGroup() {
  /** @type {PersonRow[]} */
  const back = [
    ["#31507a", "#1d1d22", "#e0b48f", "short"],
    [C.navy700, "#3b2a20", "#eac3a0", "long"],
    ["#4b5d75", "#111", "#b98460", "short"],
    ["#5b6b7f", "#54402c", "#e0b48f", "long"],
    ["#23395e", "#2b2118", "#d8a982", "short"],
  ];
  /** @type {PersonRow[]} */
  const front = [
    [COAT, "#1d1d22", "#c99a77", "short"],
    [C.navy800, "#3b2a20", "#e0b48f", "long"],
    ["#3d5a80", "#111", "#eac3a0", "short"],
    [COAT, "#2b2118", "#b98460", "long"],
  ];
  /**
   * @param {PersonRow[]} rows
   * @param {number} x0
   * @param {number} step
   * @param {number} y
   * @param {number} s
   */
  const draw = (rows, x0, step, y, s) =>
    rows
      .map(([shirt, hair, skin, hairStyle], i) => place(person({ shirt, hair, skin, hairStyle, collar: C.white }), x0 + i * step, y, s))
      .join("");
  const body =
    rect(0, 0, W, H, `fill="#e9edf1"`) +
    rect(0, 0, W, 520, `fill="${C.navy900}"`) +
    rect(0, 520, W, 8, `fill="${C.accent}"`) +
    wordmark(490, 150, 56, C.white) +
    draw(back, 320, 240, 780, 1.45) +
    draw(front, 440, 240, 1000, 1.6);
  return svgDoc(W, H, body);
}

/**
 * Eight-pointed starburst seal with a ring and a label.
 * @param {number} cx
 * @param {number} cy
 * @param {string} label
 * @param {string} sub
 */
function seal(cx, cy, label, sub) {
  const pts = Array.from({ length: 48 }, (_, i) => {
    const r = i % 2 ? 86 : 98,
      a = (Math.PI * i) / 24;
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
  }).join(" ");
  return `<polygon points="${pts}" fill="#c9a44c"/>${circle(cx, cy, 76, `fill="#d9b863" stroke="#fff" stroke-width="3"`)}
    ${circle(cx, cy, 64, `fill="none" stroke="#a8842f" stroke-width="2"`)}
    ${text(cx, cy - 6, label, { size: 22, fill: "#5c4510", anchor: "middle", weight: 700 })}
    ${text(cx, cy + 22, sub, { size: 14, fill: "#5c4510", anchor: "middle", spacing: 2 })}
    <path d="M${cx - 40} ${cy + 70}L${cx - 60} ${cy + 150}L${cx - 30} ${cy + 130}L${cx - 14} ${cy + 158}L${cx} ${cy + 80}Z" fill="${C.accentDark}"/>
    <path d="M${cx + 40} ${cy + 70}L${cx + 60} ${cy + 150}L${cx + 30} ${cy + 130}L${cx + 14} ${cy + 158}L${cx} ${cy + 80}Z" fill="${C.navy700}"/>`;
}

/**
 * A certificate document on a desk. `doc` holds the wording.
 * @param {CertificateText} doc
 */
export function certificate({ title, standard, scope, number, sealLabel, sealSub }) {
  const lines = [0, 1, 2, 3].map((i) => rect(120, 470 + i * 30, 440 - (i % 3) * 60, 10, `fill="#d5dbe2"`, 5)).join("");
  const paper = `<g transform="translate(300 60) rotate(-2)">
    ${rect(8, 12, 620, 800, `fill="${C.navy900}" opacity=".18" filter="url(#fSoft)"`, 4)}
    ${rect(0, 0, 620, 800, `fill="#fffefb" stroke="#d9d4c5" stroke-width="2"`, 4)}
    ${rect(24, 24, 572, 752, `fill="none" stroke="${C.navy700}" stroke-width="3"`, 2)}
    ${rect(32, 32, 556, 736, `fill="none" stroke="#c9a44c" stroke-width="1.5"`, 2)}
    ${text(310, 130, "CERTIFICATE", { size: 46, fill: C.navy900, anchor: "middle", weight: 700, spacing: 6 })}
    ${text(310, 180, title, { size: 22, fill: C.slate600, anchor: "middle" })}
    ${text(310, 260, "This is to certify that", { size: 18, fill: C.slate500, anchor: "middle" })}
    ${text(310, 305, "Aurion Biometrics Co., Ltd.", { size: 30, fill: C.navy900, anchor: "middle", weight: 700 })}
    ${text(310, 360, standard, { size: 22, fill: C.accentDark, anchor: "middle", weight: 700 })}
    ${text(310, 400, scope, { size: 16, fill: C.slate600, anchor: "middle" })}
    ${lines}
    ${text(120, 690, number, { size: 16, fill: C.slate600 })}
    ${rect(120, 720, 180, 2, `fill="${C.slate400}"`)}${text(120, 744, "Authorised signatory", { size: 13, fill: C.slate500 })}
    ${seal(480, 640, sealLabel, sealSub)}</g>`;
  const body =
    studioBackground(1200, 900, { grid: true }) +
    `<g transform="translate(220 90) rotate(5)">${rect(0, 0, 600, 780, `fill="#f1f3f5" stroke="#d5dbe2" stroke-width="2"`, 4)}</g>` +
    paper;
  return svgDoc(1200, 900, body);
}
