// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { http } from 'msw';
import { expect, it, vi } from 'vitest';
import {
  consoleClassCreateSchema,
  consoleClassesCreatedSchema,
  consoleClassFieldsSchema,
  consoleClassListSchema,
  consoleClassSavedSchema,
  consoleClassSchema,
  consoleClassTexts,
} from '@jetsweat/contract';
import { renderPage } from '../../test/render.tsx';
import { answer, refusalBy, sentTo, server } from '../../test/server.ts';
import { ClassForm } from './class-form.tsx';

const list = consoleClassListSchema.parse({
  role: 'admin',
  canEdit: true,
  instructors: [
    { id: 7, name: 'Mia Lund' },
    { id: 8, name: 'Sam Ortiz' },
  ],
  classes: [],
});
const classesPath = '/api/console/studios/3/classes';

/**
 * Sends the form as the browser does once its own checks pass. Pressing the button in happy-dom
 * runs those checks with a step mismatch of its own (it refuses 15.00 at step 0.01), so the test
 * submits the form itself; the browser's checks are Chromium's, in the end-to-end suite.
 */
const submit = (name: string) => fireEvent.submit(screen.getByRole('form', { name }));
/** A date-time field takes its value whole, as the browser's picker sets it. */
const pick = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });

/** POST …/classes and PUT …/classes/{id}, checked by the contract's schemas as the server does. */
function classRoutes() {
  const created = sentTo();
  const edited = sentTo();
  server.use(
    http.post(
      classesPath,
      created.record((body) => {
        const weeks = (body as { weeks: number }).weeks;
        const classes = Array.from({ length: weeks }, (_, i) => ({
          id: 40 + i,
          startsAtIso: '2026-12-10T23:30:00.000Z',
        }));
        return (
          refusalBy(consoleClassCreateSchema, body) ??
          answer(consoleClassesCreatedSchema, { classes })
        );
      }),
    ),
    http.put(
      `${classesPath}/:classId`,
      edited.record(
        (body) =>
          refusalBy(consoleClassFieldsSchema, body) ??
          answer(consoleClassSavedSchema, { classId: 40, mailed: 2 }),
      ),
    ),
  );
  return { created, edited };
}

it('schedules a weekly class with the fields typed, the price in cents', async () => {
  const { created } = classRoutes();
  const onDone = vi.fn();
  const { user } = renderPage(<ClassForm studioId={3} list={list} onDone={onDone} />);
  await user.type(screen.getByLabelText('Title'), 'Evening Flow');
  pick('Starts (Eastern Time)', '2026-12-10T18:30');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Instructor' }), 'Sam Ortiz');
  await user.clear(screen.getByLabelText('Price (USD)'));
  await user.type(screen.getByLabelText('Price (USD)'), '18.5');
  await user.clear(screen.getByLabelText('Repeat weekly for (weeks)'));
  await user.type(screen.getByLabelText('Repeat weekly for (weeks)'), '4');
  submit('Schedule a class');

  await vi.waitFor(() =>
    expect(onDone).toHaveBeenCalledWith('Scheduled 4 class(es). They show on the live schedule.'),
  );
  expect(created.bodies).toEqual([
    {
      fields: {
        title: 'Evening Flow',
        description: '',
        startsAt: '2026-12-10T18:30',
        minutes: 45,
        instructorId: 8,
        capacity: 10,
        priceCents: 1850,
        kind: 'group',
        classType: null,
        level: null,
        onJetsweat: true,
      },
      weeks: 4,
    },
  ]);
});

it('a refused field shows its message under that field, and nothing is done', async () => {
  classRoutes();
  const onDone = vi.fn();
  const { user } = renderPage(<ClassForm studioId={3} list={list} onDone={onDone} />);
  await user.type(screen.getByLabelText('Title'), 'Evening Flow');
  pick('Starts (Eastern Time)', '2026-12-10T18:30');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Instructor' }), 'Mia Lund');
  // The field has no maximum of its own: the server's limit answers.
  await user.clear(screen.getByLabelText('Capacity'));
  await user.type(screen.getByLabelText('Capacity'), '5000');
  submit('Schedule a class');

  expect(await screen.findByRole('alert')).toHaveTextContent(consoleClassTexts.capacityInvalid);
  expect(screen.getByLabelText('Capacity')).toHaveAccessibleDescription(
    consoleClassTexts.capacityInvalid,
  );
  expect(onDone).not.toHaveBeenCalled();
});

it('personal training is one seat; a change is saved in place and says who was told', async () => {
  const { edited } = classRoutes();
  const onDone = vi.fn();
  const existing = consoleClassSchema.parse({
    id: 40,
    studioId: 3,
    title: 'Evening Flow',
    description: '',
    startsAt: '2026-12-10T18:30',
    startsAtIso: '2026-12-10T23:30:00.000Z',
    minutes: 45,
    instructorId: 7,
    instructorName: 'Mia Lund',
    capacity: 10,
    booked: 2,
    priceCents: 1500,
    kind: 'group',
    classType: null,
    level: null,
    onJetsweat: true,
    cancelled: false,
  });
  const { user } = renderPage(
    <ClassForm studioId={3} list={list} editing={existing} onDone={onDone} />,
  );
  expect(screen.queryByLabelText('Repeat weekly for (weeks)')).not.toBeInTheDocument();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'personal');
  expect(screen.queryByLabelText('Capacity')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  submit('Change the class');

  await vi.waitFor(() =>
    expect(onDone).toHaveBeenCalledWith('Saved. 2 attendee(s) told of the new time.'),
  );
  expect(edited.bodies).toMatchObject([{ kind: 'personal', capacity: 1, instructorId: 7 }]);
  expect(new URL(edited.requests[0]!.url).pathname).toBe(`${classesPath}/40`);
});
