import { conditionGrades } from '../../api/contracts/content-names';

/** The 品相 choices of a grade select (全品, 上品, 中品): an offer's, a bond offer's, an agent's inspection. */
export function GradeOptions() {
  return (
    <>
      {conditionGrades.map((g) => (
        <option key={g} value={g}>
          {g}
        </option>
      ))}
    </>
  );
}
