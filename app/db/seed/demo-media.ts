/**
 * The demo pictures that the media library describes (decision 063): the about page's factory
 * pictures and certificates, and each product line's main picture, with alt text in every
 * language of the site, and a caption where the page shows one. They are the files shipped in
 * public/demo/, listed in the library under their /demo/ address.
 */
import type { TranslationLocale } from "~/lib/content-translations";

type Description = { altText: string; caption?: string };

export type DemoMedia = Description & { file: string; translations: Record<TranslationLocale, Description> };

export const demoMedia: DemoMedia[] = [
  {
    file: "factory-smt-line.webp",
    altText: "A surface-mount line placing components on reader circuit boards in the Shenzhen factory",
    caption: "One of our eight SMT lines, where the circuit boards of every reader are populated.",
    translations: {
      "zh-CN": {
        altText: "深圳工厂的贴片生产线正在为读卡器电路板贴装元件",
        caption: "我们八条SMT产线之一，每台读卡器的电路板都在这里完成贴装。",
      },
      "zh-TW": {
        altText: "深圳工廠的貼片生產線正在為讀卡機電路板貼裝元件",
        caption: "我們八條SMT產線之一，每台讀卡機的電路板都在這裡完成貼裝。",
      },
      ar: {
        altText: "خط تركيب سطحي يضع المكونات على لوحات دوائر القارئات في مصنع شنتشن",
        caption: "أحد خطوط SMT الثمانية لدينا، حيث تُجمَّع لوحات الدوائر لكل قارئ.",
      },
      es: {
        altText: "Una línea de montaje superficial colocando componentes en placas de lectores en la fábrica de Shenzhen",
        caption: "Una de nuestras ocho líneas SMT, donde se montan las placas de todos los lectores.",
      },
      fr: {
        altText: "Une ligne de montage en surface posant les composants sur les cartes des lecteurs, à l'usine de Shenzhen",
        caption: "L'une de nos huit lignes CMS, où sont assemblées les cartes de tous nos lecteurs.",
      },
      de: {
        altText: "Eine SMT-Linie bestückt Leiterplatten für Lesegeräte im Werk Shenzhen",
        caption: "Eine unserer acht SMT-Linien, auf denen die Leiterplatten aller Lesegeräte bestückt werden.",
      },
      ja: {
        altText: "深圳工場の表面実装ラインでリーダーの基板に部品を実装している様子",
        caption: "8本あるSMTラインの一つ。すべてのリーダーの基板をここで実装しています。",
      },
      ko: {
        altText: "선전 공장의 표면 실장 라인이 리더 회로 기판에 부품을 장착하는 모습",
        caption: "모든 리더의 회로 기판을 실장하는 8개 SMT 라인 중 하나입니다.",
      },
      ru: {
        altText: "Линия поверхностного монтажа устанавливает компоненты на платы считывателей на заводе в Шэньчжэне",
        caption: "Одна из восьми наших линий SMT, где собираются платы всех считывателей.",
      },
      pt: {
        altText: "Uma linha de montagem em superfície colocando componentes em placas de leitores na fábrica de Shenzhen",
        caption: "Uma das nossas oito linhas SMT, onde são montadas as placas de todos os leitores.",
      },
    },
  },
  {
    file: "factory-assembly.webp",
    altText: "Technicians assembling face recognition terminals at a workbench",
    caption: "Final assembly: each terminal is put together and checked by hand.",
    translations: {
      "zh-CN": { altText: "技术人员在工作台上组装人脸识别终端", caption: "总装环节：每台终端都由人工组装并检查。" },
      "zh-TW": { altText: "技術人員在工作台上組裝人臉辨識終端", caption: "總裝環節：每台終端都由人工組裝並檢查。" },
      ar: { altText: "فنيون يجمّعون أجهزة التعرف على الوجه على طاولة عمل", caption: "التجميع النهائي: يُجمَّع كل جهاز ويُفحص يدويًا." },
      es: {
        altText: "Técnicos montando terminales de reconocimiento facial en un banco de trabajo",
        caption: "Montaje final: cada terminal se ensambla y se revisa a mano.",
      },
      fr: {
        altText: "Des techniciens assemblent des terminaux de reconnaissance faciale sur un établi",
        caption: "Assemblage final : chaque terminal est monté et contrôlé à la main.",
      },
      de: {
        altText: "Techniker montieren Gesichtserkennungsterminals an einer Werkbank",
        caption: "Endmontage: Jedes Terminal wird von Hand zusammengebaut und geprüft.",
      },
      ja: { altText: "作業台で顔認証端末を組み立てる技術者", caption: "最終組立：すべての端末を手作業で組み立て、検査しています。" },
      ko: { altText: "작업대에서 얼굴 인식 단말기를 조립하는 기술자들", caption: "최종 조립: 모든 단말기를 손으로 조립하고 점검합니다." },
      ru: {
        altText: "Техники собирают терминалы распознавания лиц за рабочим столом",
        caption: "Финальная сборка: каждый терминал собирается и проверяется вручную.",
      },
      pt: {
        altText: "Técnicos montando terminais de reconhecimento facial em uma bancada",
        caption: "Montagem final: cada terminal é montado e verificado à mão.",
      },
    },
  },
  {
    file: "factory-qc-lab.webp",
    altText: "Devices under functional and environmental tests in the quality-control lab",
    caption: "Our quality lab tests every batch before it ships.",
    translations: {
      "zh-CN": { altText: "质检实验室中正在进行功能和环境测试的设备", caption: "每一批产品出货前都要经过我们质检实验室的测试。" },
      "zh-TW": { altText: "品管實驗室中正在進行功能與環境測試的設備", caption: "每一批產品出貨前都要經過我們品管實驗室的測試。" },
      ar: { altText: "أجهزة تخضع لاختبارات وظيفية وبيئية في مختبر مراقبة الجودة", caption: "يختبر مختبر الجودة لدينا كل دفعة قبل شحنها." },
      es: {
        altText: "Equipos en pruebas funcionales y ambientales en el laboratorio de control de calidad",
        caption: "Nuestro laboratorio de calidad prueba cada lote antes del envío.",
      },
      fr: {
        altText: "Des appareils en essais fonctionnels et environnementaux au laboratoire qualité",
        caption: "Notre laboratoire qualité teste chaque lot avant son expédition.",
      },
      de: {
        altText: "Geräte bei Funktions- und Umweltprüfungen im Qualitätslabor",
        caption: "Unser Qualitätslabor prüft jede Charge vor dem Versand.",
      },
      ja: { altText: "品質管理ラボで機能試験と環境試験を受けている機器", caption: "出荷前に、品質ラボですべてのロットを試験しています。" },
      ko: {
        altText: "품질 관리 실험실에서 기능 및 환경 시험을 받고 있는 장치들",
        caption: "품질 실험실에서 출하 전 모든 배치를 시험합니다.",
      },
      ru: {
        altText: "Устройства на функциональных и климатических испытаниях в лаборатории контроля качества",
        caption: "Наша лаборатория качества проверяет каждую партию перед отгрузкой.",
      },
      pt: {
        altText: "Equipamentos em testes funcionais e ambientais no laboratório de controle de qualidade",
        caption: "Nosso laboratório de qualidade testa cada lote antes do envio.",
      },
    },
  },
  {
    file: "certificate-iso-9001.webp",
    altText: "ISO 9001 certificate for the quality management system",
    caption: "ISO 9001: quality management system",
    translations: {
      "zh-CN": { altText: "质量管理体系 ISO 9001 认证证书", caption: "ISO 9001：质量管理体系" },
      "zh-TW": { altText: "品質管理系統 ISO 9001 認證證書", caption: "ISO 9001：品質管理系統" },
      ar: { altText: "شهادة ISO 9001 لنظام إدارة الجودة", caption: "ISO 9001: نظام إدارة الجودة" },
      es: { altText: "Certificado ISO 9001 del sistema de gestión de la calidad", caption: "ISO 9001: sistema de gestión de la calidad" },
      fr: {
        altText: "Certificat ISO 9001 du système de management de la qualité",
        caption: "ISO 9001 : système de management de la qualité",
      },
      de: { altText: "ISO-9001-Zertifikat für das Qualitätsmanagementsystem", caption: "ISO 9001: Qualitätsmanagementsystem" },
      ja: { altText: "品質マネジメントシステムの ISO 9001 認証書", caption: "ISO 9001：品質マネジメントシステム" },
      ko: { altText: "품질경영시스템 ISO 9001 인증서", caption: "ISO 9001: 품질경영시스템" },
      ru: { altText: "Сертификат ISO 9001 на систему менеджмента качества", caption: "ISO 9001: система менеджмента качества" },
      pt: { altText: "Certificado ISO 9001 do sistema de gestão da qualidade", caption: "ISO 9001: sistema de gestão da qualidade" },
    },
  },
  {
    file: "certificate-ce.webp",
    altText: "CE certificate of conformity for the access-control products",
    caption: "CE: conformity with the European directives",
    translations: {
      "zh-CN": { altText: "门禁产品的 CE 符合性证书", caption: "CE：符合欧洲指令" },
      "zh-TW": { altText: "門禁產品的 CE 符合性證書", caption: "CE：符合歐洲指令" },
      ar: { altText: "شهادة المطابقة CE لمنتجات التحكم في الدخول", caption: "CE: المطابقة للتوجيهات الأوروبية" },
      es: {
        altText: "Certificado de conformidad CE de los productos de control de acceso",
        caption: "CE: conformidad con las directivas europeas",
      },
      fr: {
        altText: "Certificat de conformité CE des produits de contrôle d'accès",
        caption: "CE : conformité aux directives européennes",
      },
      de: {
        altText: "CE-Konformitätszertifikat für die Zutrittskontrollprodukte",
        caption: "CE: Konformität mit den europäischen Richtlinien",
      },
      ja: { altText: "入退室管理製品の CE 適合証明書", caption: "CE：欧州指令への適合" },
      ko: { altText: "출입 통제 제품의 CE 적합성 인증서", caption: "CE: 유럽 지침 적합" },
      ru: { altText: "Сертификат соответствия CE для продукции контроля доступа", caption: "CE: соответствие европейским директивам" },
      pt: {
        altText: "Certificado de conformidade CE dos produtos de controle de acesso",
        caption: "CE: conformidade com as diretivas europeias",
      },
    },
  },
  {
    file: "product-face-terminal.webp",
    altText: "Face recognition terminal with its touch screen and camera, front view",
    translations: {
      "zh-CN": { altText: "带触摸屏和摄像头的人脸识别终端正面" },
      "zh-TW": { altText: "配備觸控螢幕與攝影機的人臉辨識終端正面" },
      ar: { altText: "جهاز التعرف على الوجه بشاشته اللمسية وكاميرته، منظر أمامي" },
      es: { altText: "Terminal de reconocimiento facial con pantalla táctil y cámara, vista frontal" },
      fr: { altText: "Terminal de reconnaissance faciale avec écran tactile et caméra, vue de face" },
      de: { altText: "Gesichtserkennungsterminal mit Touchscreen und Kamera, Vorderansicht" },
      ja: { altText: "タッチスクリーンとカメラを備えた顔認証端末の正面" },
      ko: { altText: "터치스크린과 카메라를 갖춘 얼굴 인식 단말기 정면" },
      ru: { altText: "Терминал распознавания лиц с сенсорным экраном и камерой, вид спереди" },
      pt: { altText: "Terminal de reconhecimento facial com tela sensível ao toque e câmera, vista frontal" },
    },
  },
  {
    file: "product-fingerprint-reader.webp",
    altText: "Fingerprint reader with its sensor window, front view",
    translations: {
      "zh-CN": { altText: "带传感器窗口的指纹识别器正面" },
      "zh-TW": { altText: "附感測窗的指紋辨識器正面" },
      ar: { altText: "قارئ البصمة بنافذة المستشعر، منظر أمامي" },
      es: { altText: "Lector de huella dactilar con su ventana de sensor, vista frontal" },
      fr: { altText: "Lecteur d'empreintes digitales avec sa fenêtre de capteur, vue de face" },
      de: { altText: "Fingerabdruckleser mit Sensorfenster, Vorderansicht" },
      ja: { altText: "センサー窓のある指紋リーダーの正面" },
      ko: { altText: "센서 창이 있는 지문 인식기 정면" },
      ru: { altText: "Считыватель отпечатков пальцев с окном сенсора, вид спереди" },
      pt: { altText: "Leitor de impressão digital com a janela do sensor, vista frontal" },
    },
  },
  {
    file: "product-card-reader.webp",
    altText: "RFID card reader for wall mounting, front view",
    translations: {
      "zh-CN": { altText: "壁挂式 RFID 读卡器正面" },
      "zh-TW": { altText: "壁掛式 RFID 讀卡機正面" },
      ar: { altText: "قارئ بطاقات RFID للتركيب على الجدار، منظر أمامي" },
      es: { altText: "Lector de tarjetas RFID de montaje en pared, vista frontal" },
      fr: { altText: "Lecteur de cartes RFID à fixer au mur, vue de face" },
      de: { altText: "RFID-Kartenleser zur Wandmontage, Vorderansicht" },
      ja: { altText: "壁掛け型 RFID カードリーダーの正面" },
      ko: { altText: "벽면 설치형 RFID 카드 리더 정면" },
      ru: { altText: "Настенный считыватель RFID-карт, вид спереди" },
      pt: { altText: "Leitor de cartões RFID para montagem em parede, vista frontal" },
    },
  },
  {
    file: "product-smart-lock.webp",
    altText: "Smart door lock with handle and keypad, front view",
    translations: {
      "zh-CN": { altText: "带把手和键盘的智能门锁正面" },
      "zh-TW": { altText: "附把手與鍵盤的智慧門鎖正面" },
      ar: { altText: "قفل باب ذكي بمقبض ولوحة مفاتيح، منظر أمامي" },
      es: { altText: "Cerradura inteligente con manilla y teclado, vista frontal" },
      fr: { altText: "Serrure connectée avec poignée et clavier, vue de face" },
      de: { altText: "Smartes Türschloss mit Drücker und Tastenfeld, Vorderansicht" },
      ja: { altText: "ハンドルとキーパッドを備えたスマートドアロックの正面" },
      ko: { altText: "손잡이와 키패드가 있는 스마트 도어록 정면" },
      ru: { altText: "Умный дверной замок с ручкой и клавиатурой, вид спереди" },
      pt: { altText: "Fechadura inteligente com maçaneta e teclado, vista frontal" },
    },
  },
  {
    file: "product-access-controller.webp",
    altText: "Door access controller with its terminal blocks, front view",
    translations: {
      "zh-CN": { altText: "带接线端子的门禁控制器正面" },
      "zh-TW": { altText: "附接線端子的門禁控制器正面" },
      ar: { altText: "وحدة تحكم في دخول الأبواب بأطراف التوصيل، منظر أمامي" },
      es: { altText: "Controlador de acceso para puertas con sus borneras, vista frontal" },
      fr: { altText: "Contrôleur d'accès de porte avec ses borniers, vue de face" },
      de: { altText: "Türzutrittscontroller mit Klemmleisten, Vorderansicht" },
      ja: { altText: "端子台を備えたドア入退室コントローラーの正面" },
      ko: { altText: "단자대가 있는 출입 통제 컨트롤러 정면" },
      ru: { altText: "Контроллер доступа для дверей с клеммными колодками, вид спереди" },
      pt: { altText: "Controlador de acesso para portas com seus bornes, vista frontal" },
    },
  },
];
