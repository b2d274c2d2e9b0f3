/**
 * Every English text in one object, whatever its namespace: for code that reads a text's key set (the tag file's
 * problems). The texts themselves live in `start/`, `records/` and `admin/`, one namespace each.
 */
import { adminEn } from './admin/en';
import { recordsEn } from './records/en';
import { startEn } from './start/en';

export const en = { ...startEn, ...recordsEn, ...adminEn };
