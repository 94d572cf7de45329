// The words citizens search with, against the words the function catalogue
// writes. One curated list for the whole portal (the header search, its results
// page and the business catalogue), not a field of each catalogue item: these
// are words of the language — 社保卡 means 社会保障卡 in every item of every
// city — so one line here covers every item that uses the full form, today's
// and tomorrow's, from any backend. docs/services.md ("Search") says how to add one.

/**
 * A short or common form (as typed) → what the catalogue writes in its place.
 * A query containing the short form also looks for each full form in its place
 * (社保卡挂失 → 社会保障卡挂失), and its pinyin initials find it (sbk → 社保卡).
 */
export const SEARCH_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  社保卡: ['社会保障卡'],
  医保卡: ['社会保障卡'],
  社保: ['社会保险', '社会保障'],
  医保: ['医疗保险'],
  养老金: ['养老保险待遇'],
  退休: ['养老'],
  失业金: ['失业保险金'],
  失业证: ['失业登记'],
  就业证: ['就业失业登记'],
  劳动仲裁: ['劳动人事争议仲裁'],
  讨薪: ['欠薪'],
  拖欠工资: ['欠薪'],
  技能补贴: ['技能提升补贴'],
  创业贷款: ['创业担保贷款'],
  找工作: ['招聘', '就业见习'],
};

/**
 * What people look for here that the bureau does not handle, with where it is
 * handled: the results page says so instead of only "nothing found".
 */
export const HANDLED_ELSEWHERE: Readonly<Record<string, string>> = {
  公积金: '住房公积金的缴存、提取和贷款由当地住房公积金管理中心办理，不在本大厅。',
  医保报销: '医疗费用报销由医疗保障部门办理，请咨询当地医保经办机构或登录国家医保服务平台。',
  户口: '户籍业务由公安机关办理，不在本大厅。',
};
