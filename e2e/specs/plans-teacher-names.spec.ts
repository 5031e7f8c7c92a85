import { annualPeriodStartYear, currentAnnualPeriod } from '@school/contract/plan-periods';
import type { SectionTeacherAssignment } from '@school/contract/schemas/class-section';
import type { Paged } from '@school/contract/schemas/common';
import type { ClassSummary } from '@school/contract/schemas/grade';
import type { AnnualPlanDetail, UnitPlanDetail } from '@school/contract/schemas/plans/index';
import { ACCOUNTS, apiLogin, expect, expectAccessible, newPassword, test, uniqueEmail } from '../fixtures';
import { filterPanel, waitForList } from '../plans-fixtures';
import { callApi } from '../unit-lesson-setup';

// Two staff of the same name: the Teacher filter and the consent list tell them apart; staff who teach nothing
// are not offered as teachers.
test.describe.configure({ timeout: 90_000 });
test.use({ account: ACCOUNTS.administrator });

test('two teachers of the same name are told apart in the Teacher filter and the consents', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, ACCOUNTS.administrator.email, ACCOUNTS.administrator.password);
  const schools = await callApi<Paged<{ id: number; schoolCode: string }>>(
    request,
    admin,
    'get',
    '/schools?name=LWS&size=50',
  );
  const school = schools.content.find((entry) => entry.schoolCode === 'LWS');
  const classes = await callApi<Paged<ClassSummary>>(request, admin, 'get', '/classes?schoolCode=LWS&size=100');
  const grade = classes.content.find((entry) => entry.gradeName === 'V');
  if (!school || !grade) throw new Error('the demo school LWS has no class V');
  const tag = `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();
  const subjectName = `Geology ${tag}`;
  const subject = await callApi<{ id: number }>(request, admin, 'post', `/classes/${grade.id}/subjects`, {
    subjectName,
    subjectValue: `GEO${tag}`,
    subjectType: 'OPTIONAL',
  });
  const section = await callApi<{ id: number }>(request, admin, 'post', `/classes/${grade.id}/class-sections`, {
    sectionName: `G${tag}`,
  });
  const lastName = `Twin${tag}`;
  const fullName = `Kavya ${lastName}`;
  const staff = async (designation: string) => {
    const email = uniqueEmail('kavya');
    const created = await callApi<{ id: number }>(request, admin, 'post', '/users', {
      firstName: 'Kavya',
      lastName,
      email,
      rawPassword: newPassword(),
      designation,
      school: school.id,
    });
    return { id: created.id, email };
  };
  const prt = await staff('PRT');
  const tgt = await staff('TGT');
  await staff('Office Assistant');
  const existing = await callApi<SectionTeacherAssignment[]>(
    request,
    admin,
    'get',
    `/teacher/subjects?sectionId=${section.id}`,
  );
  await callApi(request, admin, 'post', `/teacher/subjects/${section.id}`, [
    ...existing.map((row) => ({ subjectId: row.subject.id, userId: row.applicationUser.id })),
    { subjectId: subject.id, userId: prt.id },
    { subjectId: subject.id, userId: tgt.id },
  ]);

  const period = currentAnnualPeriod();
  const year = annualPeriodStartYear(period) ?? new Date().getFullYear();
  const annual = await callApi<AnnualPlanDetail>(request, admin, 'post', '/annual-plans', {
    name: `Geology plan ${tag}`,
    start: `${year}-04-01`,
    end: `${year + 1}-03-31`,
    curriculumContext: { gradeName: 'V', annualPeriod: period, subject: { id: subject.id, subject: subjectName } },
    tierPlans: [{ name: 'Tier 1', value: 'TIER_1', start: `${year}-04-01`, end: `${year}-12-31`, topics: [] }],
  });
  const tier = annual.tierPlans[0];
  if (!tier) throw new Error('the annual plan answered no tier');
  const unit = await callApi<UnitPlanDetail>(request, admin, 'post', '/unit-plan', {
    tierPlanId: tier.id,
    name: `Rocks ${tag}`,
    start: `${year}-11-01`,
    end: `${year}-12-31`,
    subUnits: [{ name: 'Rocks', sortOrder: 1 }],
    topics: [],
  });

  // The Teacher filter: the two who teach, each with their designation; the office assistant is not a teacher.
  await page.goto('/unit-plans?schoolCode=LWS');
  await waitForList(page, 'Unit Plans');
  await filterPanel(page).getByRole('combobox', { name: 'Teacher' }).click();
  const options = page.getByRole('option', { name: new RegExp(lastName) });
  await expect(options).toHaveText([`${fullName} (PRT)`, `${fullName} (TGT)`], { useInnerText: true });
  await page.getByRole('option', { name: `${fullName} (TGT)` }).click();
  await expect(page).toHaveURL(new RegExp(`teacher=${tgt.id}`));
  await waitForList(page, 'Unit Plans');
  await expect(page.getByRole('heading', { level: 3, name: unit.name })).toBeVisible();

  // The consents: each box is named with the teacher's email, as their names are the same.
  await page.goto(`/unit-plan/${unit.id}`);
  for (const teacher of [prt, tgt]) {
    await expect(page.getByRole('checkbox', { name: `Consent of ${fullName} (${teacher.email})` })).toBeVisible();
  }
  await expectAccessible(page);
});
