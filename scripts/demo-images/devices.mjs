// @ts-check
/**
 * Device drawings. Each function draws one device around the origin (0,0) in its own units;
 * callers position and scale it with `place()`. Approximate extents are noted per function.
 */
import { C, rect, circle, text, faceOutline, fingerprint, nfcWaves, scanBrackets } from "./kit.mjs";

/** Face-recognition terminal, front view. Body 440 x 800 (y -400..400); stand to y 560. */
export function faceTerminal({ stand = true, screenLabel = "Access granted" } = {}) {
  const standMarkup = stand
    ? `${rect(-34, 390, 68, 150, `fill="url(#gMetal)"`, 6)}
       <ellipse cx="0" cy="548" rx="120" ry="18" fill="url(#gMetalV)"/><ellipse cx="0" cy="540" rx="120" ry="14" fill="#dfe5eb"/>`
    : "";
  return `<g>${standMarkup}
    ${rect(-220, -400, 440, 800, `fill="url(#gBody)"`, 40)}
    ${rect(-212, -392, 424, 784, `fill="none" stroke="#ffffff" stroke-opacity=".12" stroke-width="2"`, 34)}
    ${rect(-96, -376, 192, 48, `fill="${C.navy950}"`, 24)}
    ${circle(-46, -352, 17, `fill="url(#gLens)" stroke="#2a3b55" stroke-width="3"`)}
    ${circle(46, -352, 17, `fill="url(#gLens)" stroke="#2a3b55" stroke-width="3"`)}
    ${circle(-51, -357, 5, `fill="#9fd8ea" opacity=".7"`)}${circle(41, -357, 5, `fill="#9fd8ea" opacity=".7"`)}
    ${circle(-80, -352, 6, `fill="#4a1f2a"`)}${circle(80, -352, 6, `fill="#4a1f2a"`)}${circle(0, -352, 4, `fill="#1e2f47"`)}
    ${rect(-190, -306, 380, 566, `fill="url(#gScreen)"`, 12)}
    ${text(-166, -272, "09:41", { size: 20, fill: C.slate300, weight: 700 })}
    ${text(166, -272, "Main Lobby · Door 01", { size: 16, fill: C.slate400, anchor: "end" })}
    <ellipse cx="0" cy="-60" rx="150" ry="170" fill="url(#gGlow)" opacity=".5"/>
    ${faceOutline(0, -80, 1)}
    ${scanBrackets(0, -60, 250, 300, 40, C.accent, 5)}
    ${rect(-150, -6, 300, 4, `fill="url(#gBeam)"`)}
    ${rect(-150, 168, 300, 54, `fill="${C.accent}" fill-opacity=".16" stroke="${C.accent}" stroke-width="2"`, 27)}
    ${circle(-112, 195, 13, `fill="${C.green}"`)}
    <path d="M-118 195l5 5l9 -10" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/>
    ${text(-88, 203, screenLabel, { size: 22, fill: C.white, weight: 700 })}
    ${text(0, 244, "Match 99.6% · 0.12 s", { size: 16, fill: C.slate400, anchor: "middle" })}
    ${nfcWaves(-14, 320, 0.9, C.slate400)}
    ${text(0, 372, "AURION", { size: 18, fill: C.slate400, anchor: "middle", spacing: 4, weight: 700 })}</g>`;
}

/** Face terminal, side profile on its pedestal. Extents x -80..60, y -400..560. */
export function faceTerminalSide() {
  return `<g>
    ${rect(-34, 390, 68, 150, `fill="url(#gMetal)"`, 6)}
    <ellipse cx="0" cy="548" rx="120" ry="18" fill="url(#gMetalV)"/><ellipse cx="0" cy="540" rx="120" ry="14" fill="#dfe5eb"/>
    <path d="M-30 -260C-62 -250 -74 -230 -74 -200V250C-74 290 -60 310 -30 330Z" fill="${C.navy800}"/>
    ${rect(-70, 120, 10, 90, `fill="${C.navy950}"`, 4)}
    <path d="M-30 -400H22C44 -400 56 -384 56 -362V362C56 384 44 400 22 400H-30Z" fill="url(#gBody)"/>
    ${rect(48, -380, 14, 60, `fill="${C.navy950}"`, 6)}
    ${rect(52, -300, 5, 560, `fill="${C.accent}" opacity=".55"`, 2)}
    ${rect(-28, 300, 10, 60, `fill="${C.navy950}"`, 3)}</g>`;
}

/** Fingerprint terminal with screen, keypad and sensor. Body 460 x 660 (y -330..330). */
export function fingerprintReader() {
  const keys = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "ESC", "0", "OK"];
  const keypad = keys
    .map((k, i) => {
      const x = -120 + (i % 3) * 90,
        y = -70 + Math.floor(i / 3) * 54;
      return `${rect(x - 36, y - 22, 72, 44, `fill="#16304f" stroke="#2c4a70" stroke-width="1.5"`, 10)}
      ${text(x, y + 8, k, { size: k.length > 1 ? 15 : 21, fill: C.slate200, anchor: "middle", weight: 700 })}`;
    })
    .join("");
  return `<g>
    ${rect(-230, -330, 460, 660, `fill="url(#gBodyLight)" stroke="#c6cfd9" stroke-width="2"`, 44)}
    ${rect(-200, -300, 400, 600, `fill="url(#gBody)"`, 30)}
    ${rect(-160, -272, 320, 170, `fill="url(#gScreen)" stroke="#2c4a70" stroke-width="2"`, 8)}
    ${text(-140, -240, "08:57", { size: 34, fill: C.white, weight: 700 })}
    ${text(-140, -212, "Tue 14 Oct 2025", { size: 15, fill: C.slate400 })}
    ${text(-140, -130, "Place finger on sensor", { size: 16, fill: C.accentLight })}
    ${fingerprint(105, -200, 0.42, C.accentLight, 3)}
    ${keypad}
    <clipPath id="fpClip"><rect x="-74" y="160" width="148" height="120" rx="30"/></clipPath>
    ${rect(-84, 150, 168, 140, `fill="#cfd7e0"`, 36)}
    ${rect(-74, 160, 148, 120, `fill="#050d1a"`, 30)}
    <g clip-path="url(#fpClip)">${fingerprint(0, 222, 0.62, C.accent, 11)}</g>
    ${rect(-74, 160, 148, 120, `fill="none" stroke="${C.accent}" stroke-width="3" opacity=".8"`, 30)}
    ${text(0, 316, "AURION", { size: 15, fill: C.slate400, anchor: "middle", spacing: 4, weight: 700 })}</g>`;
}

/** Close-up of the fingerprint sensor window. Extents about -420..420 square. */
export function fingerprintSensorDetail() {
  return `<g>
    ${rect(-420, -420, 840, 840, `fill="url(#gBody)"`, 90)}
    <clipPath id="fpBig"><rect x="-250" y="-210" width="500" height="420" rx="100"/></clipPath>
    ${rect(-280, -240, 560, 480, `fill="#cfd7e0"`, 120)}
    ${rect(-250, -210, 500, 420, `fill="#040b16"`, 100)}
    <ellipse cx="0" cy="0" rx="220" ry="190" fill="url(#gGlow)" opacity=".6"/>
    <g clip-path="url(#fpBig)">${fingerprint(0, 10, 2.0, C.accent, 11)}</g>
    ${rect(-250, -210, 500, 420, `fill="none" stroke="${C.accent}" stroke-width="6" opacity=".85"`, 100)}
    ${rect(-330, 300, 180, 70, `fill="#16304f" stroke="#2c4a70" stroke-width="2"`, 14)}
    ${rect(-90, 300, 180, 70, `fill="#16304f" stroke="#2c4a70" stroke-width="2"`, 14)}
    ${rect(150, 300, 180, 70, `fill="#16304f" stroke="#2c4a70" stroke-width="2"`, 14)}
    ${["ESC", "0", "OK"].map((k, i) => text(-240 + i * 240, 347, k, { size: 30, fill: C.slate200, anchor: "middle", weight: 700 })).join("")}
    ${text(0, -290, "500 DPI OPTICAL SENSOR · LIVE FINGER DETECTION", { size: 22, fill: C.slate300, anchor: "middle", spacing: 2 })}</g>`;
}

/** Fingerprint terminal seen three-quarter (front skewed plus a side face). Extents x -210..215, y -366..330. */
export function fingerprintReaderAngle() {
  return `<g>
    <path d="M140 -322Q148 -352 172 -358L206 -366Q214 -360 214 -340V262Q214 286 200 292L170 302Q146 306 140 280Z" fill="#b9c3ce"/>
    <path d="M176 -120L196 -126V-50L176 -44Z" fill="${C.navy800}"/>
    <g transform="matrix(0.78 -0.1 0 1 -30 0)">${fingerprintReader()}</g></g>`;
}

/** Slim mullion RFID reader. Body 220 x 600 (y -300..300). */
export function cardReader() {
  const grille = [0, 1, 2, 3, 4].map((i) => circle(-32 + i * 16, 250, 3.5, `fill="${C.navy950}"`)).join("");
  return `<g>
    ${rect(-110, -300, 220, 600, `fill="url(#gBody)"`, 34)}
    ${rect(-100, -290, 200, 580, `fill="none" stroke="#fff" stroke-opacity=".12" stroke-width="2"`, 28)}
    ${rect(-70, -250, 140, 10, `fill="${C.accent}"`, 5)}
    ${rect(-70, -250, 140, 10, `fill="${C.accentLight}" filter="url(#fSoft)" opacity=".8"`, 5)}
    ${nfcWaves(-20, -60, 2.3, C.accentLight)}
    ${text(0, 90, "PRESENT CARD", { size: 16, fill: C.slate300, anchor: "middle", spacing: 3 })}
    ${circle(-30, 150, 8, `fill="${C.green}"`)}${circle(0, 150, 8, `fill="${C.amber}" opacity=".4"`)}${circle(30, 150, 8, `fill="#ef4444" opacity=".35"`)}
    ${grille}
    ${text(0, 200, "AURION", { size: 15, fill: C.slate400, anchor: "middle", spacing: 4, weight: 700 })}</g>`;
}

/** ISO/IEC 14443 proximity card, 340 x 214, centred. */
export function rfidCard() {
  return `<g>
    ${rect(-170, -107, 340, 214, `fill="#ffffff" stroke="#cbd5e1" stroke-width="2"`, 18)}
    <path d="M-170 40H170V89C170 99 162 107 152 107H-152C-162 107 -170 99 -170 89Z" fill="${C.navy900}"/>
    ${rect(-170, 34, 340, 6, `fill="${C.accent}"`)}
    ${rect(-140, -70, 56, 44, `fill="#d8b86a" stroke="#b8943f" stroke-width="2"`, 8)}
    <path d="M-140 -48H-84M-112 -70V-26M-126 -70V-56M-98 -26V-40" stroke="#b8943f" stroke-width="2" fill="none"/>
    ${nfcWaves(118, -48, 0.8, C.slate500)}
    ${text(-140, 6, "AURION MIFARE DESFire EV3", { size: 15, fill: C.navy900, weight: 700 })}
    ${text(-140, 80, "ID 0042 7718 · 13.56 MHz", { size: 14, fill: C.slate300 })}</g>`;
}

/** Digital door lock with keypad, fingerprint head and lever. Plate x -90..90, y -380..380; lever to x 320. */
export function smartLock({ lit = true } = {}) {
  const keys = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "*", "0", "#"];
  const keypad = keys
    .map((k, i) =>
      text(-42 + (i % 3) * 42, -40 + Math.floor(i / 3) * 52, k, {
        size: 26,
        fill: lit ? C.accentLight : C.slate600,
        anchor: "middle",
        weight: 700,
      }),
    )
    .join("");
  return `<g>
    ${rect(-96, -386, 192, 772, `fill="url(#gMetal)"`, 48)}
    ${rect(-82, -372, 164, 744, `fill="url(#gBody)"`, 40)}
    <clipPath id="lockFp"><circle cx="0" cy="-270" r="44"/></clipPath>
    ${circle(0, -270, 54, `fill="url(#gMetalV)"`)}${circle(0, -270, 44, `fill="#050d1a"`)}
    <g clip-path="url(#lockFp)">${fingerprint(0, -266, 0.42, C.accent, 5)}</g>
    ${lit ? `<ellipse cx="0" cy="10" rx="80" ry="140" fill="url(#gGlow)" opacity=".35"/>` : ""}
    ${keypad}
    ${rect(-40, 190, 80, 6, `fill="${lit ? C.accent : C.slate600}"`, 3)}
    ${circle(0, 250, 58, `fill="url(#gMetalV)"`)}${circle(0, 250, 46, `fill="url(#gMetal)"`)}
    <path d="M0 228H290C312 228 322 240 322 254C322 268 312 280 290 280H0Z" fill="url(#gMetalV)"/>
    <path d="M0 232H288C304 232 314 240 316 250" stroke="#fff" stroke-opacity=".7" stroke-width="3" fill="none"/>
    ${rect(-18, 320, 36, 34, `fill="${C.navy950}"`, 8)}${rect(-4, 328, 8, 18, `fill="${C.slate500}"`, 3)}</g>`;
}

/** Keypad close-up of the smart lock with a finger touching a key. Extents about ±450. */
export function smartLockDetail() {
  const keys = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "*", "0", "#"];
  const keypad = keys
    .map((k, i) => {
      const x = -150 + (i % 3) * 150,
        y = -150 + Math.floor(i / 3) * 125;
      const active = k === "5";
      return `${active ? circle(x, y - 14, 56, `fill="url(#gGlow)"`) : ""}${text(x, y, k, { size: 68, fill: active ? C.white : C.accentLight, anchor: "middle", weight: 700 })}`;
    })
    .join("");
  return `<g>
    ${rect(-330, -470, 660, 940, `fill="url(#gMetal)"`, 120)}
    ${rect(-290, -430, 580, 860, `fill="url(#gBody)"`, 100)}
    ${keypad}
    <g transform="translate(-15 -75) rotate(-28)">
      ${rect(-48, -6, 96, 1100, `fill="#d9a985"`, 48)}
      ${rect(-32, 4, 64, 78, `fill="#efcdb6"`, 30)}
      <path d="M-34 170Q0 180 34 170M-36 190Q0 200 36 190M-38 380Q0 392 38 380" fill="none" stroke="#b98b68" stroke-width="4" stroke-linecap="round"/></g></g>`;
}

/** Four-door access controller in a DIN-rail enclosure. Extents x -380..380, y -230..230. */
export function accessController() {
  /**
   * A row of n screw terminals, top-left at (x,y).
   * @param {number} x
   * @param {number} y
   * @param {number} n
   */
  const block = (x, y, n) =>
    Array.from(
      { length: n },
      (_, i) =>
        `${rect(x + i * 34, y, 32, 44, `fill="#3f9a66" stroke="#2d7a4f" stroke-width="1.5"`, 4)}${circle(x + i * 34 + 16, y + 22, 9, `fill="url(#gMetalV)" stroke="#6b7785" stroke-width="1.5"`)}
     <path d="M${x + i * 34 + 10} ${y + 22}h12" stroke="#55606c" stroke-width="2.5"/>`,
    ).join("");
  const leds = ["PWR", "RUN", "LINK", "D1", "D2", "D3", "D4"]
    .map((l, i) => {
      const on = i < 3 || i === 4;
      return `${circle(-170 + i * 58, 10, 9, `fill="${on ? (i === 0 ? C.green : C.accent) : C.slate400}"`)}
      ${text(-170 + i * 58, 40, l, { size: 14, fill: C.slate600, anchor: "middle", weight: 700 })}`;
    })
    .join("");
  return `<g>
    ${rect(-380, -34, 760, 68, `fill="url(#gMetalV)" stroke="#8d99a7" stroke-width="2"`, 4)}
    ${Array.from({ length: 11 }, (_, i) => rect(-360 + i * 70, -8, 34, 16, `fill="#7b8796"`, 8)).join("")}
    ${rect(-300, -200, 600, 400, `fill="#eef1f5" stroke="#b6c0cc" stroke-width="2.5"`, 18)}
    ${rect(-300, -120, 600, 240, `fill="#e2e7ed"`)}
    ${block(-270, -190, 16)}${block(-270, 146, 16)}
    ${rect(-250, -100, 500, 56, `fill="${C.navy900}"`, 8)}
    ${rect(-250, -100, 8, 56, `fill="${C.accent}"`, 3)}
    ${text(-226, -64, "AB-C4000", { size: 24, fill: C.white, weight: 700 })}
    ${text(-80, -64, "4-Door Access Controller", { size: 18, fill: C.slate300 })}
    ${leds}
    ${rect(170, 60, 80, 64, `fill="#c7ced7" stroke="#8d99a7" stroke-width="2"`, 6)}
    ${rect(186, 74, 48, 38, `fill="#1f2937"`, 3)}${rect(196, 104, 28, 8, `fill="#9ca3af"`)}
    ${text(-250, 100, "12 V DC · RS485 · TCP/IP · 4 x Wiegand", { size: 15, fill: C.slate500 })}</g>`;
}

/**
 * A wall section with a door frame; the device is drawn by the caller. Extents 0..w, 0..h.
 * @param {number} w
 * @param {number} h
 * @param {number} doorX
 * @param {number} doorW
 */
export function wallWithDoor(w, h, doorX, doorW) {
  return `${rect(0, 0, w, h, `fill="#e9edf1"`)}${rect(0, h * 0.86, w, h * 0.14, `fill="#d3d9e0"`)}
    ${rect(doorX - 18, h * 0.12, doorW + 36, h * 0.74 + 4, `fill="#c4ccd6"`)}
    ${rect(doorX, h * 0.14, doorW, h * 0.72, `fill="url(#gGlass)" stroke="#9fb2c3" stroke-width="3"`)}
    ${rect(doorX + doorW * 0.5 - 3, h * 0.14, 6, h * 0.72, `fill="#9fb2c3"`)}
    ${rect(doorX + doorW * 0.5 - 40, h * 0.48, 28, 110, `fill="url(#gMetal)"`, 10)}
    ${rect(doorX + doorW * 0.5 + 12, h * 0.48, 28, 110, `fill="url(#gMetal)"`, 10)}`;
}
