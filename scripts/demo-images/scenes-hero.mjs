// @ts-check
/**
 * Home-page hero backgrounds, 1920 x 1080. They sit under a dark gradient with white text on
 * the left, so the subject of each scene is kept to the right half and the palette stays dark.
 */
import { C, svgDoc, place, rect, circle, text, darkBackground, seeded, person, scanBrackets } from "./kit.mjs";
import { faceTerminal } from "./devices.mjs";

const W = 1920,
  H = 1080;

/**
 * Floor plane with lines converging on a vanishing point.
 * @param {number} w
 * @param {number} h
 * @param {number} horizon
 * @param {number} vpX
 * @param {{ color?: string, opacity?: number, count?: number }} [options]
 */
export function perspectiveFloor(w, h, horizon, vpX, { color = C.accent, opacity = 0.12, count = 22 } = {}) {
  let lines = "";
  for (let i = 0; i <= count; i++) {
    const x = -w * 0.5 + (i * w * 2) / count;
    lines += `<path d="M${vpX} ${horizon}L${x.toFixed(0)} ${h}" stroke="${color}" stroke-opacity="${opacity}" stroke-width="1.5"/>`;
  }
  for (let i = 1; i <= 8; i++) {
    const y = horizon + (h - horizon) * Math.pow(i / 8, 1.8);
    lines += `<path d="M0 ${y.toFixed(0)}H${w}" stroke="${color}" stroke-opacity="${opacity * 0.8}" stroke-width="1.2"/>`;
  }
  return `<defs><linearGradient id="floor${w}" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${C.navy800}"/><stop offset="1" stop-color="${C.navy950}"/></linearGradient></defs>
    ${rect(0, horizon, w, h - horizon, `fill="url(#floor${w})"`)}${lines}`;
}

/**
 * Glass curtain wall with mullions between x0 and x1, from y0 down to y1.
 * @param {number} x0
 * @param {number} x1
 * @param {number} y0
 * @param {number} y1
 * @param {number} [panels]
 */
export function curtainWall(x0, x1, y0, y1, panels = 8) {
  const pw = (x1 - x0) / panels;
  let out = rect(x0, y0, x1 - x0, y1 - y0, `fill="${C.navy700}" opacity=".35"`);
  for (let i = 0; i <= panels; i++) out += rect(x0 + i * pw - 3, y0, 6, y1 - y0, `fill="${C.navy950}" opacity=".8"`);
  out += rect(x0, y0 + (y1 - y0) * 0.62, x1 - x0, 5, `fill="${C.navy950}" opacity=".8"`);
  return out;
}

/** Optical speed-gate cabinet with a face terminal on a post, base at (0,0). */
export function speedGate({ wingLeft = true, wingRight = true, terminal = true } = {}) {
  /** @param {-1 | 1} dir the side: -1 left, 1 right */
  const wing = (dir) =>
    `<path d="M${dir * 40} -200H${dir * 150}Q${dir * 165} -200 ${dir * 165} -185V-110Q${dir * 165} -95 ${dir * 150} -95H${dir * 40}Z" fill="url(#gGlass)" stroke="${C.accentLight}" stroke-opacity=".5" stroke-width="2"/>`;
  return `<g>${wingLeft ? wing(-1) : ""}${wingRight ? wing(1) : ""}
    ${rect(-42, -270, 84, 270, `fill="url(#gMetal)"`, 10)}
    ${rect(-42, -270, 84, 24, `fill="${C.slate300}"`, 10)}
    ${rect(-30, -240, 60, 8, `fill="${C.accent}"`, 4)}
    ${rect(-30, -240, 60, 8, `fill="${C.accentLight}" filter="url(#fSoft)"`, 4)}
    ${terminal ? `${rect(-5, -390, 10, 125, `fill="${C.slate400}"`)}${place(faceTerminal({ stand: false }), 0, -440, 0.16)}` : ""}</g>`;
}

/** Office lobby: curtain wall, ceiling light strips, a bank of speed gates with terminals. */
export function heroLobby() {
  const lights = [0, 1, 2, 3, 4]
    .map((i) => {
      const y = 60 + i * 46;
      return `${rect(700 - i * 80, y, 1300 + i * 160, 6, `fill="${C.accentLight}" opacity="${0.5 - i * 0.07}"`, 3)}`;
    })
    .join("");
  const gates = [0, 1, 2, 3, 4].map((i) => place(speedGate({ wingLeft: i > 0, wingRight: i < 4 }), 930 + i * 230, 900, 1)).join("");
  const reflections = [0, 1, 2, 3, 4].map((i) => rect(900 + i * 230, 905, 60, 120, `fill="${C.accentLight}" opacity=".06"`, 6)).join("");
  const body =
    darkBackground(W, H, { glowX: 0.72, glowY: 0.55 }) +
    curtainWall(560, 1920, 300, 640, 10) +
    lights +
    perspectiveFloor(W, H, 640, 1300) +
    `<ellipse cx="1390" cy="900" rx="700" ry="60" fill="${C.navy950}" opacity=".6" filter="url(#fBlur)"/>` +
    gates +
    reflections +
    place(person({ back: true, shirt: C.navy600, hair: "#1b1a22" }), 1510, 1080, 1.2) +
    place(person({ back: true, shirt: "#23395e", hair: "#3a2a20", hairStyle: "long" }), 1180, 1080, 1.05);
  return svgDoc(W, H, body);
}

/** Production line: conveyor with terminals moving through test stations under robot arms. */
export function heroFactory() {
  const rnd = seeded(21);
  const lamps = [0, 1, 2, 3, 4, 5]
    .map((i) => {
      const x = 620 + i * 230;
      return `${rect(x - 50, 110, 100, 14, `fill="${C.slate400}"`, 4)}
      <path d="M${x - 46} 124L${x - 150} 760H${x + 150}L${x + 46} 124Z" fill="${C.accentLight}" opacity=".05"/>`;
    })
    .join("");
  const units = Array.from({ length: 8 }, (_, i) => place(faceTerminal({ stand: false }), 560 + i * 175, 700, 0.13)).join("");
  const rollers = Array.from({ length: 40 }, (_, i) => circle(470 + i * 36, 775, 9, `fill="${C.slate600}"`)).join("");
  /**
   * @param {number} x
   * @param {-1 | 1} [flip] -1 mirrors the arm
   */
  const arm = (x, flip = 1) => `<g transform="translate(${x} 760) scale(${flip} 1)">
      ${rect(-50, -40, 100, 40, `fill="${C.slate600}"`, 6)}${circle(0, -50, 26, `fill="${C.slate400}"`)}
      <path d="M0 -50L70 -300L190 -250" fill="none" stroke="${C.slate300}" stroke-width="34" stroke-linecap="round" stroke-linejoin="round"/>
      ${circle(70, -300, 22, `fill="${C.accent}"`)}${circle(190, -250, 16, `fill="${C.slate500}"`)}
      ${rect(180, -236, 20, 50, `fill="${C.slate500}"`, 4)}</g>`;
  const panels = Array.from({ length: 14 }, (_, i) =>
    rect(500 + i * 100, 220, 84, 300, `fill="${C.navy700}" opacity="${(0.25 + rnd() * 0.2).toFixed(2)}"`, 4),
  ).join("");
  const body =
    darkBackground(W, H, { glowX: 0.7, glowY: 0.45 }) +
    panels +
    lamps +
    perspectiveFloor(W, H, 820, 1250, { opacity: 0.08 }) +
    rect(440, 760, 1480, 40, `fill="${C.slate700}"`, 6) +
    rect(440, 756, 1480, 8, `fill="${C.slate500}"`, 4) +
    rollers +
    Array.from({ length: 8 }, (_, i) => rect(480 + i * 190, 800, 18, 180, `fill="${C.slate700}"`)).join("") +
    units +
    arm(860) +
    arm(1500, -1) +
    `${rect(1080, 520, 260, 160, `fill="${C.navy950}" stroke="${C.accent}" stroke-width="3"`, 10)}
     ${text(1100, 565, "LINE 3 · FINAL TEST", { size: 20, fill: C.accentLight, weight: 700 })}
     ${text(1100, 605, "Yield 99.8%", { size: 30, fill: C.white, weight: 700 })}
     ${text(1100, 645, "UPH 240  ·  OK", { size: 20, fill: C.slate300 })}`;
  return svgDoc(W, H, body);
}

/** Smart building facade at dusk: tower with lit windows and a secured entrance. */
export function heroFacade() {
  const rnd = seeded(5);
  let windows = "";
  for (let r = 0; r < 18; r++) {
    for (let c = 0; c < 12; c++) {
      const v = rnd();
      const fill = v > 0.9 ? C.accentLight : v > 0.68 ? "#fde7b0" : C.navy700;
      const op = v > 0.68 ? (0.45 + rnd() * 0.4).toFixed(2) : "0.55";
      windows += rect(1010 + c * 62, 120 + r * 42, 50, 30, `fill="${fill}" opacity="${op}"`, 2);
    }
  }
  const side = Array.from({ length: 14 }, (_, r) =>
    Array.from({ length: 5 }, (_, c) =>
      rect(1790 + c * 26, 330 + r * 40, 18, 26, `fill="#fde7b0" opacity="${rnd() > 0.6 ? 0.45 : 0.08}"`, 2),
    ).join(""),
  ).join("");
  const left = Array.from({ length: 10 }, (_, r) =>
    Array.from({ length: 6 }, (_, c) =>
      rect(640 + c * 48, 450 + r * 38, 34, 22, `fill="#fde7b0" opacity="${rnd() > 0.7 ? 0.4 : 0.08}"`, 2),
    ).join(""),
  ).join("");
  const stars = Array.from({ length: 60 }, () =>
    circle(
      (rnd() * W).toFixed(0),
      (rnd() * 380).toFixed(0),
      (rnd() * 1.6 + 0.4).toFixed(1),
      `fill="#fff" opacity="${(rnd() * 0.5 + 0.2).toFixed(2)}"`,
    ),
  ).join("");
  const body =
    darkBackground(W, H, { glowX: 0.75, glowY: 0.9 }) +
    stars +
    rect(620, 420, 320, 520, `fill="${C.navy800}"`) +
    left +
    rect(990, 90, 780, 850, `fill="#0e2344"`) +
    rect(990, 90, 780, 14, `fill="${C.accent}" opacity=".6"`) +
    windows +
    Array.from({ length: 7 }, (_, i) => rect(1003 + i * 124, 104, 6, 836, `fill="${C.navy950}" opacity=".7"`)).join("") +
    rect(1770, 300, 150, 640, `fill="#0c1e3a"`) +
    side +
    rect(1200, 800, 360, 140, `fill="${C.navy950}"`) +
    rect(1220, 820, 320, 120, `fill="url(#gGlass)" opacity=".8"`) +
    rect(1170, 780, 420, 22, `fill="${C.slate500}"`, 4) +
    place(faceTerminal({ stand: false }), 1610, 870, 0.09) +
    `<ellipse cx="1380" cy="950" rx="420" ry="40" fill="${C.accent}" opacity=".18" filter="url(#fBlur)"/>` +
    rect(0, 940, W, 140, `fill="${C.navy950}"`) +
    perspectiveFloor(W, H, 940, 1380, { opacity: 0.1, count: 30 });
  return svgDoc(W, H, body);
}

/** A person verifying at a wall-mounted face terminal, scan beam between them. */
export function heroPersonAtTerminal() {
  const body =
    darkBackground(W, H, { glowX: 0.78, glowY: 0.45 }) +
    rect(1180, 0, 740, H, `fill="${C.navy800}" opacity=".5"`) +
    rect(1180, 0, 8, H, `fill="${C.accent}" opacity=".25"`) +
    `<path d="M1520 252L1100 500L1100 690L1560 252Z" fill="${C.accent}" opacity=".12"/>` +
    `<path d="M1520 252L1100 500M1560 252L1100 690" stroke="${C.accentLight}" stroke-opacity=".45" stroke-width="2"/>` +
    scanBrackets(1020, 585, 250, 280, 40, C.accentLight, 5) +
    place(faceTerminal({ stand: false }), 1540, 470, 0.62) +
    `<ellipse cx="1540" cy="470" rx="260" ry="360" fill="url(#gGlow)" opacity=".35"/>` +
    place(person({ back: true, shirt: "#1c2f52", hair: "#141820" }), 1020, 1080, 2.3) +
    `<path d="M1098 540Q1112 590 1100 640" stroke="${C.accentLight}" stroke-width="5" opacity=".55" fill="none"/>`;
  return svgDoc(W, H, body);
}
