import type { CataloguePiece } from '../../../src/api/contracts/content-names';

/**
 * A small but real stamp catalogue of the People's Republic: categories (专区), then issues with their catalogue numbers
 * (志号), the forms they trade in, and the catalogue's facts (issue 15): the issue date, the set's pieces as printed
 * (position, picture title, face value in fen) and a short description.
 *
 * Only facts found in published catalogue entries are stated. Where a date or a value is not known here it is null and
 * a piece's title is the set's name rather than a guess: the page then says 待补充. The forms are the seed's market,
 * not a claim about what was printed. Each issue names its source (issue 25); one that could not be attributed says
 * so (source null) rather than pass for checked.
 */
type Form = readonly [exterior: string, unit: string];
const single: Form = ['单枚', '枚'];
const set: Form = ['单枚', '套'];
const block4: Form = ['四方连', '套'];
const sheet: Form = ['版票', '版'];
const smallSheet: Form = ['小版', '版'];
const souvenirSheet: Form = ['小型张', '张'];
const miniatureSheet: Form = ['小全张', '张'];
const booklet: Form = ['小本票', '本'];
const cover: Form = ['封', '枚'];
const card: Form = ['片', '枚'];

export const seedCategories = ['编年邮票', '纪特邮票', '文革邮票', '普通邮票', '小型张', '小本票', '邮资封片'] as const;

export interface SeedIssue {
  category: (typeof seedCategories)[number];
  code: string;
  name: string;
  year: number;
  forms: Form[];
  /** China date, or null where not stated. */
  issuedOn: string | null;
  pieces: CataloguePiece[];
  description: string;
  /**
   * Where the facts above are stated (products.source, issue 25): the catalogue grows only with facts that can be
   * checked. null: not yet attributed (待核实), the entry is kept for the demo's market but its facts are not vouched
   * for.
   */
  source: string | null;
}

/** The published references for the issues of the People's Republic: the official catalogue and the issue notices. */
const officialCatalogue = '《中华人民共和国邮票目录》（中国集邮总公司编）；中国邮政新邮发行公告';

/** Pieces of a set: [title, face value in fen or null] in printed order, positioned n-1 ... n-n. */
const pieces = (...list: Array<readonly [title: string, faceValue: number | null]>): CataloguePiece[] =>
  list.map(([title, faceValue], i) => ({ position: `${list.length}-${i + 1}`, title, faceValue }));
/** A set whose pieces all carry the same picture title (奔马, the 毛主席语录 of 文1). */
const alike = (title: string, values: Array<number | null>) => pieces(...values.map((v) => [title, v] as const));

export const seedProducts: SeedIssue[] = [
  {
    category: '纪特邮票',
    code: 'T46',
    name: '1980年 T46 庚申年猴票',
    year: 1980,
    forms: [single, block4, sheet],
    issuedOn: '1980-02-15',
    pieces: pieces(['庚申年（金猴）', 8]),
    description:
      '新中国第一枚生肖邮票，第一轮生肖邮票的首枚。黄永玉绘金猴，邵柏林设计，姜伟杰雕刻，影写与雕刻版套印，北京邮票厂印制，邮局全张80枚（8×10）。',
    source: officialCatalogue,
  },
  {
    category: '纪特邮票',
    code: 'T58',
    name: '1981年 T58 辛酉年鸡票',
    year: 1981,
    forms: [single, block4],
    issuedOn: '1981-01-05',
    pieces: pieces(['辛酉年（雄鸡）', 8]),
    description: '第一轮生肖邮票第二枚。张仃原画，白底上一只昂首啼鸣的彩羽公鸡，邮局全张80枚（8×10）；同日发行SB(3)《辛酉年》小本票。',
    source: officialCatalogue,
  },
  {
    category: '纪特邮票',
    code: 'T70',
    name: '1982年 T70 壬戌年狗票',
    year: 1982,
    forms: [single, block4],
    issuedOn: '1982-01-05',
    pieces: pieces(['狗', 8]),
    description: '第一轮生肖邮票第三枚。周令钊设计，高品璋雕刻，湛蓝底色上一只泥玩具造型的小黑狗，影雕套印，邮局全张80枚（8×10）。',
    source: officialCatalogue,
  },
  {
    category: '纪特邮票',
    code: 'T44',
    name: '1980年 T44 齐白石作品选',
    year: 1980,
    forms: [set, block4],
    issuedOn: '1980-01-15',
    pieces: pieces(
      ['牡丹', 4],
      ['松鼠葡萄', 4],
      ['酒蟹图', 8],
      ['蛙声十里出山泉', 8],
      ['小鸡', 8],
      ['荷花', 8],
      ['红梅', 8],
      ['翠鸟', 8],
      ['葫芦', 10],
      ['秋声', null],
      ['藤萝', null],
      ['菊花', null],
      ['虾', null],
      ['荔枝', null],
      ['白菜蘑菇', null],
      ['桃', null],
    ),
    description:
      '选取齐白石60岁以后的16幅画作，邵柏林设计，影写版，邮局全张50枚（10×5），分两次发行：1980年1月15日首发，16-5至16-12于1980年5月20日发行。同套另有小型张T44M。',
    source: officialCatalogue,
  },
  {
    category: '纪特邮票',
    code: 'T28',
    name: '1978年 T28 奔马',
    year: 1978,
    forms: [set],
    issuedOn: '1978-05-05',
    pieces: alike('奔马', [4, 8, 8, 10, 20, 30, 40, 50, 60, 70]),
    description: '选用徐悲鸿的奔马画作，刘硕仁设计，影写版，北京邮票厂印制。同日发行小型张T28M。',
    source: officialCatalogue,
  },
  {
    category: '纪特邮票',
    code: 'J45',
    name: '1979年 J45 中华人民共和国成立三十周年（第二组）',
    year: 1979,
    forms: [single],
    issuedOn: '1979-10-01',
    pieces: pieces(['国徽', 8]),
    description: '建国三十周年纪念邮票共五组（J44至J48），第二组主图为国徽，背景是飘舞的彩带。卢天骄设计，影写版，邮局全张50枚（10×5）；同组发行小型张J45M。',
    source: officialCatalogue,
  },
  {
    category: '编年邮票',
    code: '1992-1',
    name: '1992年 壬申年猴票',
    year: 1992,
    forms: [single, sheet],
    issuedOn: '1992-01-05',
    pieces: pieces(['壬申年', 20], ['壬申年', 50]),
    description: '第二轮生肖邮票的首套，1992年起邮票改用“年份-序号”的编年志号。',
    source: officialCatalogue,
  },
  {
    category: '编年邮票',
    code: '1993-1',
    name: '1993年 癸酉年鸡票',
    year: 1993,
    forms: [single, sheet],
    issuedOn: '1993-01-05',
    pieces: pieces(['癸酉年', 20], ['癸酉年', 50]),
    description: '第二轮生肖邮票第二套，图案采用蔡兰英的剪纸，影雕套印，邮局全张32枚（4×8），北京邮票厂印制。',
    source: officialCatalogue,
  },
  {
    category: '编年邮票',
    code: '2004-1',
    name: '2004年 甲申年猴票',
    year: 2004,
    forms: [single, sheet, smallSheet],
    issuedOn: '2004-01-05',
    pieces: pieces(['甲申年', 80]),
    description: '第三轮生肖邮票的首套，全套1枚。',
    source: officialCatalogue,
  },
  {
    category: '编年邮票',
    code: '2016-1',
    name: '2016年 丙申年猴票',
    year: 2016,
    forms: [set, sheet, smallSheet],
    issuedOn: '2016-01-05',
    pieces: pieces(['灵猴献瑞', 120], ['福寿双至', 120]),
    description: '第四轮生肖邮票的首套，首轮猴票的作者黄永玉时隔36年再次执笔，全套面值2.40元。',
    source: officialCatalogue,
  },
  {
    category: '编年邮票',
    code: '2024-1',
    name: '2024年 甲辰年龙票',
    year: 2024,
    forms: [set, sheet, smallSheet],
    issuedOn: '2024-01-05',
    pieces: pieces(['天龙行健', 120], ['辰龙献瑞', 120]),
    description: '王虎鸣设计，胶雕套印，全套面值2.40元；一图源出九龙壁，二图取材于传统吉祥纹样“祥龙拱璧”。同日另发行小本票。',
    source: officialCatalogue,
  },
  {
    category: '文革邮票',
    code: '文5',
    name: '1968年 文5 毛主席的革命文艺路线胜利万岁',
    year: 1968,
    forms: [set],
    issuedOn: '1968-01-30',
    pieces: pieces(
      ['毛主席的革命文艺路线胜利万岁', 8],
      ['智取威虎山', 8],
      ['海港', 8],
      ['红灯记', 8],
      ['沙家浜', 8],
      ['奇袭白虎团', 8],
      ['红色娘子军', 8],
      ['白毛女', 8],
      ['革命交响音乐沙家浜', 8],
    ),
    description: '“文”字邮票，票面不印志号。全套9枚，面值合计0.72元；第2至9图为京剧、芭蕾舞剧和交响音乐《沙家浜》的场景。',
    source: officialCatalogue,
  },
  {
    category: '文革邮票',
    code: '文7',
    name: '1968年 文7 毛主席去安源',
    year: 1968,
    forms: [single],
    issuedOn: null,
    pieces: pieces(['毛主席去安源', 8]),
    description: '“文”字邮票，票面不印志号，全套1枚。',
    source: officialCatalogue,
  },
  {
    category: '普通邮票',
    code: '普21',
    name: '1981年 普21 祖国风光',
    year: 1981,
    forms: [set, block4],
    issuedOn: '1981-09-01',
    pieces: pieces(
      ['西双版纳', 1],
      ['华山', 1.5],
      ['泰山', 2],
      ['黄果树瀑布', 3],
      ['海南风光', 4],
      ['苏州虎丘', 5],
      ['万里长城', 8],
      ['东北林海', 10],
      ['新疆天山', 20],
      ['内蒙古草原', 30],
      ['云南石林', 40],
      ['台湾半屏山', 50],
      ['珠穆朗玛峰', 70],
      ['广东七星岩', 80],
      ['长江三峡', 100],
      ['桂林山水', 200],
      ['黄山风光', 500],
    ),
    description: '雕刻版普通邮票，面值从1分到5元共17种。1981年9月1日首发3分、8分两枚，其余各枚至1983年陆续发行。',
    source: officialCatalogue,
  },
  {
    category: '普通邮票',
    code: '普23',
    name: '1986年 普23 中国民居',
    year: 1986,
    forms: [set],
    issuedOn: null,
    pieces: [],
    description: '《中国民居》普通邮票的第一组；其后以普25、普26、普27续发。',
    source: officialCatalogue,
  },
  {
    category: '小型张',
    code: 'T28M',
    name: '1978年 T28M 奔马小型张',
    year: 1978,
    forms: [souvenirSheet],
    issuedOn: '1978-05-05',
    pieces: pieces(['群奔马', 500]),
    description: '图案为徐悲鸿1942年所作《群奔马》，刘硕仁设计，影写版，小型张规格148×98毫米。',
    source: officialCatalogue,
  },
  {
    category: '小型张',
    code: 'J25M',
    name: '1978年 J25M 全国科学大会小全张',
    year: 1978,
    forms: [miniatureSheet],
    issuedOn: '1978-03-18',
    pieces: pieces(['全国科学大会', 8], ['全国科学大会', 8], ['全国科学大会', 8]),
    description: '为全国科学大会召开发行，许彦博设计，胶版印制，内含3枚邮票。',
    source: officialCatalogue,
  },
  {
    category: '小型张',
    code: 'T44M',
    name: '1980年 T44M 齐白石作品选小型张',
    year: 1980,
    forms: [souvenirSheet],
    issuedOn: null,
    pieces: pieces(['祖国万岁', null]),
    description: '右半部为齐白石的《祖国万岁》，左半部为范曾所绘齐白石素描像，并印有介绍齐白石的文字。',
    source: officialCatalogue,
  },
  {
    category: '小型张',
    code: 'J45M',
    name: '1979年 J45M 中华人民共和国成立三十周年（第二组）小型张',
    year: 1979,
    forms: [souvenirSheet],
    issuedOn: '1979-10-01',
    pieces: pieces(['国徽', 100]),
    description: '与J45同日发行，卢天骄设计，影写版，小型张规格67×75毫米。',
    source: officialCatalogue,
  },
  {
    category: '小本票',
    code: 'SB1',
    name: '1980年 SB(1) 童话—咕咚小本票',
    year: 1980,
    forms: [booklet],
    issuedOn: '1980-09-20',
    pieces: [],
    description: '新中国第一本小本票，内装两套《童话——咕咚》邮票。',
    source: officialCatalogue,
  },
  {
    category: '小本票',
    code: 'SB2',
    name: '1980年 SB(2) 宫灯小本票',
    year: 1980,
    forms: [booklet],
    issuedOn: null,
    pieces: [],
    description: '',
    source: officialCatalogue,
  },
  {
    category: '小本票',
    code: 'SB3',
    name: '1981年 SB(3) 辛酉年小本票',
    year: 1981,
    forms: [booklet],
    issuedOn: '1981-01-05',
    pieces: [],
    description: '与T58《辛酉年》同日发行，内装12枚辛酉年邮票，面值96分（8分×12），封面为张仃原作。',
    source: officialCatalogue,
  },
  // JF1 and JP1: not vouched for (source null, 待核实). The federation was founded on 1982-01-30 and its first congress
  // opened on 1982-08-25 (J85M's issue date), so the year 1983 these entries give could not be confirmed; they stay
  // only because the demo's market names the 邮资封片 专区. Staff correct or attribute them at /staff/catalogue.
  {
    category: '邮资封片',
    code: 'JF1',
    name: '1983年 JF1 中华全国集邮联合会成立纪念封',
    year: 1983,
    forms: [cover],
    issuedOn: null,
    pieces: [],
    description: '',
    source: null,
  },
  {
    category: '邮资封片',
    code: 'JP1',
    name: '1983年 JP1 中华全国集邮联合会第一次代表大会明信片',
    year: 1983,
    forms: [card],
    issuedOn: null,
    pieces: [],
    description: '',
    source: null,
  },
];
