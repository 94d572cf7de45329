import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { educationBody, graduationProblem, isFutureDay, professionalBody, skillBody } from './share-info';

describe('share-info bodies', () => {
  it('adds an education record without an id, trimming text and leaving out an empty degree', () => {
    expect(
      educationBody({
        school: ' 南京大学 ',
        major: '计算机科学与技术',
        educationLevel: '21',
        degree: ' ',
        startDate: dayjs('2006-09-01'),
        endDate: dayjs('2010-07-01'),
        certificateNo: '102841201005000123',
      }),
    ).toEqual({
      school: '南京大学',
      major: '计算机科学与技术',
      educationLevel: '21',
      startDate: '2006-09-01',
      endDate: '2010-07-01',
      certificateNo: '102841201005000123',
    });
  });

  it('updates a record by its id', () => {
    const body = professionalBody(
      {
        certName: '工程师',
        professionalType: '3',
        issuingAuthority: '江苏省人力资源和社会保障厅',
        certNo: 'ZC2015',
        issueDate: dayjs('2015-12-20'),
      },
      'PC001',
    );
    expect(body).toMatchObject({ id: 'PC001', issueDate: '2015-12-20', professionalType: '3' });
    expect(
      skillBody({
        occupation: '电工',
        skillLevel: '3',
        certNo: 'S1',
        issueDate: dayjs('2019-06-30'),
        issuingAuthority: '南京市职业技能鉴定中心',
      }),
    ).not.toHaveProperty('id');
  });
});

describe('date rules', () => {
  it('refuses graduation before enrolment', () => {
    expect(graduationProblem(dayjs('2010-09-01'), dayjs('2010-07-01'))).toBe('毕业日期不能早于入学日期');
    expect(graduationProblem(dayjs('2006-09-01'), dayjs('2010-07-01'))).toBeUndefined();
    expect(graduationProblem(undefined, dayjs('2010-07-01'))).toBeUndefined();
  });

  it('tells future dates', () => {
    const today = dayjs('2026-11-22');
    expect(isFutureDay(dayjs('2026-11-23'), today)).toBe(true);
    expect(isFutureDay(dayjs('2026-11-22'), today)).toBe(false);
  });
});
