/**
 * The demo certifications register (docs/decisions/060-certifications-register.md): invented
 * certificates (the EMC and FCC labs are invented; the PAD certificate names iBeta, the kind of lab
 * that tests presentation attack detection, marked "demo"), every number made up, one expired,
 * each with a one-page demo PDF that says it is not a real certificate.
 */
import type { certificates } from "~/db/schema";

export type DemoCertificate = Omit<typeof certificates.$inferInsert, "id" | "createdAt" | "updatedAt"> & { productSlugs: string[] };

export const demoCertificates: DemoCertificate[] = [
  {
    standard: "EN 55032 / EN 55035 (CE EMC)",
    issuer: "Nordtest EMC Laboratory (Notified Body 9999)",
    number: "NT-EMC-2025-04417",
    scope: "Electromagnetic emissions and immunity of the face recognition terminal with its power adapter.",
    issuedOn: "2025-03-14",
    expiresOn: "2030-03-13",
    firmwareVersion: "3.2.0",
    documentUrl: "/demo/certificate-ce-emc-ab-fr700.pdf",
    productSlugs: ["ab-fr700-face-recognition-terminal"],
    translations: {
      "zh-CN": { scope: "人脸识别终端及其电源适配器的电磁发射与抗扰度。" },
      "zh-TW": { scope: "人臉辨識終端及其電源變壓器的電磁發射與抗擾度。" },
      ar: { scope: "الانبعاثات الكهرومغناطيسية والمناعة لمحطة التعرف على الوجه مع محول الطاقة الخاص بها." },
      es: { scope: "Emisiones e inmunidad electromagnéticas del terminal de reconocimiento facial con su adaptador de corriente." },
      fr: { scope: "Émissions et immunité électromagnétiques du terminal de reconnaissance faciale avec son adaptateur secteur." },
      de: { scope: "Elektromagnetische Störaussendung und Störfestigkeit des Gesichtserkennungsterminals mit seinem Netzteil." },
      ja: { scope: "顔認証端末および電源アダプターの電磁妨害波とイミュニティ。" },
      ko: { scope: "얼굴 인식 단말기 및 전원 어댑터의 전자파 방출 및 내성." },
      ru: { scope: "Электромагнитные излучения и помехоустойчивость терминала распознавания лиц с блоком питания." },
      pt: { scope: "Emissões e imunidade eletromagnéticas do terminal de reconhecimento facial com o seu adaptador de energia." },
    },
  },
  {
    standard: "FCC Part 15 Subpart B",
    issuer: "Pacific Compliance Labs",
    number: "PCL-15B-21-0932",
    scope: "Unintentional radiators, Class B: the fingerprint terminal and the smart lever lock.",
    issuedOn: "2021-06-02",
    expiresOn: "2024-06-01",
    firmwareVersion: null,
    documentUrl: "/demo/certificate-fcc-part-15b.pdf",
    productSlugs: ["ab-f300-fingerprint-access-terminal", "ab-l500-smart-lever-lock"],
    translations: {
      "zh-CN": { scope: "非有意辐射设备，B 类：指纹终端与智能执手锁。" },
      "zh-TW": { scope: "非蓄意輻射設備，B 類：指紋終端與智慧把手鎖。" },
      ar: { scope: "المشعات غير المقصودة، الفئة B: محطة البصمة والقفل الذكي ذو المقبض." },
      es: { scope: "Radiadores no intencionales, clase B: el terminal de huella dactilar y la cerradura inteligente de manilla." },
      fr: { scope: "Radiateurs non intentionnels, classe B : le terminal à empreinte digitale et la serrure connectée à béquille." },
      de: { scope: "Unbeabsichtigte Strahler, Klasse B: das Fingerabdruckterminal und das smarte Drückerschloss." },
      ja: { scope: "非意図的放射器、クラス B：指紋認証端末およびスマートレバーロック。" },
      ko: { scope: "비의도적 방사기, Class B: 지문 단말기 및 스마트 레버 잠금장치." },
      ru: { scope: "Непреднамеренные излучатели, класс B: терминал отпечатков пальцев и умный замок с ручкой." },
      pt: { scope: "Radiadores não intencionais, classe B: o terminal de impressão digital e a fechadura inteligente de manípulo." },
    },
  },
  {
    standard: "ISO/IEC 30107-3 PAD Level 2",
    issuer: "iBeta Quality Assurance (demo)",
    number: "IB-PAD-L2-2026-118",
    scope: "Presentation attack detection of the face recognition terminal against 2D and 3D masks, Level 2.",
    issuedOn: "2026-02-20",
    expiresOn: null,
    firmwareVersion: "3.4.1",
    documentUrl: "/demo/certificate-iso-30107-3-pad-level-2.pdf",
    productSlugs: ["ab-fr700-face-recognition-terminal"],
    translations: {
      "zh-CN": { scope: "人脸识别终端针对二维与三维面具的呈现攻击检测，第 2 级。" },
      "zh-TW": { scope: "人臉辨識終端針對 2D 與 3D 面具的呈現攻擊偵測，第 2 級。" },
      ar: { scope: "كشف هجمات العرض لمحطة التعرف على الوجه ضد الأقنعة ثنائية وثلاثية الأبعاد، المستوى 2." },
      es: { scope: "Detección de ataques de presentación del terminal de reconocimiento facial frente a máscaras 2D y 3D, nivel 2." },
      fr: { scope: "Détection des attaques de présentation du terminal de reconnaissance faciale face aux masques 2D et 3D, niveau 2." },
      de: { scope: "Erkennung von Präsentationsangriffen des Gesichtserkennungsterminals gegen 2D- und 3D-Masken, Stufe 2." },
      ja: { scope: "2D および 3D マスクに対する顔認証端末のプレゼンテーション攻撃検知、レベル 2。" },
      ko: { scope: "2D 및 3D 마스크에 대한 얼굴 인식 단말기의 프레젠테이션 공격 탐지, 레벨 2." },
      ru: { scope: "Обнаружение атак предъявления у терминала распознавания лиц против 2D- и 3D-масок, уровень 2." },
      pt: { scope: "Deteção de ataques de apresentação do terminal de reconhecimento facial contra máscaras 2D e 3D, nível 2." },
    },
  },
];
