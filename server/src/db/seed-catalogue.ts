/** A small but real stamp catalogue: category, then issues with their catalogue numbers and forms. */
type Form = readonly [exterior: string, unit: string];
const single: Form = ['单枚', '枚'];
const set: Form = ['单枚', '套'];
const block4: Form = ['四方连', '套'];
const sheet: Form = ['版票', '版'];
const smallSheet: Form = ['小版', '版'];
const souvenirSheet: Form = ['小型张', '张'];
const booklet: Form = ['小本票', '本'];
const cover: Form = ['封', '枚'];
const card: Form = ['片', '枚'];

export const seedCategories = ['编年邮票', '纪特邮票', '文革邮票', '普通邮票', '小型张', '小本票', '邮资封片'] as const;

export const seedProducts: { category: (typeof seedCategories)[number]; code: string; name: string; year: number; forms: Form[] }[] = [
  { category: '纪特邮票', code: 'T46', name: '1980年 T46 庚申年猴票', year: 1980, forms: [single, block4, sheet] },
  { category: '纪特邮票', code: 'T58', name: '1981年 T58 辛酉年鸡票', year: 1981, forms: [single, block4] },
  { category: '纪特邮票', code: 'T70', name: '1982年 T70 壬戌年狗票', year: 1982, forms: [single, block4] },
  { category: '纪特邮票', code: 'T44', name: '1979年 T44 齐白石作品选', year: 1979, forms: [set, block4] },
  { category: '纪特邮票', code: 'J41', name: '1979年 J41 中华人民共和国成立三十周年', year: 1979, forms: [set] },
  { category: '编年邮票', code: '1992-1', name: '1992年 T176 壬申年猴票', year: 1992, forms: [single, sheet] },
  { category: '编年邮票', code: '1993-1', name: '1993年 T179 癸酉年鸡票', year: 1993, forms: [single, sheet] },
  { category: '编年邮票', code: '2004-1', name: '2004年 甲申年猴票', year: 2004, forms: [single, sheet, smallSheet] },
  { category: '编年邮票', code: '2016-1', name: '2016年 丙申年猴票', year: 2016, forms: [set, sheet, smallSheet] },
  { category: '编年邮票', code: '2024-1', name: '2024年 甲辰年龙票', year: 2024, forms: [set, sheet, smallSheet] },
  { category: '文革邮票', code: '文1', name: '1967年 文1 毛主席的革命文艺路线胜利万岁', year: 1967, forms: [set] },
  { category: '文革邮票', code: '文7', name: '1968年 文7 毛主席去安源', year: 1968, forms: [single] },
  { category: '普通邮票', code: '普21', name: '1981年 普21 祖国风光', year: 1981, forms: [set, block4] },
  { category: '普通邮票', code: '普23', name: '1986年 普23 中国民居', year: 1986, forms: [set] },
  { category: '小型张', code: 'T29M', name: '1978年 T29M 奔马小型张', year: 1978, forms: [souvenirSheet] },
  { category: '小型张', code: 'J25M', name: '1978年 J25M 全国科学大会小型张', year: 1978, forms: [souvenirSheet] },
  { category: '小型张', code: 'T44M', name: '1980年 T44M 齐白石作品选小型张', year: 1980, forms: [souvenirSheet] },
  { category: '小本票', code: 'SB1', name: '1980年 SB1 庚申年猴小本票', year: 1980, forms: [booklet] },
  { category: '小本票', code: 'SB2', name: '1980年 SB2 宫灯小本票', year: 1980, forms: [booklet] },
  { category: '邮资封片', code: 'JF1', name: '1983年 JF1 中华全国集邮联合会成立纪念封', year: 1983, forms: [cover] },
  { category: '邮资封片', code: 'JP1', name: '1983年 JP1 中华全国集邮联合会第一次代表大会明信片', year: 1983, forms: [card] },
];
