/**
 * The texts of the catalogue kept by staff (issue 25: /staff/catalogue, its editor and its import). Their own file so
 * that the many edits of issue 25 do not meet in messages.ts, and out of the catalogue members' pages load
 * (all-messages.ts joins them for the server and the staff pages).
 */
export const staffCatalogueMessages = {
  varietyCodeRule: '请填写1-20个字的志号，不含空格',
  varietyNameRule: '请填写1-60个字的品种名称',
  chooseVarietyCategory: '请选择专区',
  varietyCategoryNotFound: '专区不存在',
  varietyDateRule: '发行日期须为有效日期（YYYY-MM-DD），或留空',
  varietyDateYear: '发行日期须在所填年份之内',
  varietyPiecesRule: '一套最多50枚',
  pieceTitleRule: '请填写1-40个字的图名',
  faceValueRule: '面值须为0-100000之间的分数（可到半分，如1.5），不知道请留空',
  varietyFormsRule: '请至少选择一种形态，且同一形态只能选一次',
  varietyFormRule: '形态或单位不在可选范围内',
  varietyDescriptionRule: '说明不能超过500字',
  varietySourceRule: '请填写1-200字的资料来源（如：中国邮政发行公告）',
  varietyPictureNotFound: '品种图片不存在，请重新上传',
  varietyCodeTaken: '该志号已有品种',
  varietyFormInUse: '该形态已有挂牌，不能删除',
  varietySaved: '品种已保存',
  catalogueImportChooseFile: '请选择CSV或Excel（.xlsx）文件',
  catalogueImportUnreadable: '无法读取该文件，请上传CSV或Excel（.xlsx）文件',
  catalogueImportColumns: '第一行须为表头，且包含：志号、名称、专区、年份、发行日期、形态、枚数、图名、面值（分）、说明、来源',
  catalogueImportTooLarge: '导入文件不能超过5MB',
  catalogueImportEmpty: '文件中没有品种数据',
  catalogueImportTooMany: '一次最多导入500行',
  catalogueImportStale: '预览后目录或文件已有变化，请重新预览后再导入',
  catalogueImportNothing: '没有可导入的新增或修改',
  catalogueImportApplied: '导入完成',
  duplicateCodeInFile: '志号与文件中前面的一行重复',
  piecesCountRule: '枚数须为0-50的整数',
  piecesListMismatch: '图名或面值的个数与枚数不符',
} as const;
