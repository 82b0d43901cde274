/** The limits of the catalogue kept by staff without zod (issue 25): staff-catalogue.ts and the import check with these. */

/** The most pieces a set may have (T44 has 16; the largest sets of the People's Republic stay well below). */
export const maxVarietyPieces = 50;

/** The most rows one file may carry. */
export const maxImportRows = 500;
