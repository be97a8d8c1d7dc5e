import { expect, test, type Locator, type Page, type TestInfo } from './fixtures.ts';
import { expectNoWcagViolations } from './axe.ts';
import { PASSWORD, uniqueEmail } from './accounts/accounts.ts';
import { expectMail } from './inquiries/mailbox.ts';
import { ownLawyerId } from './support.ts';

/**
 * The public forms with JavaScript off (issue 18): the browser posts each form to its route's
 * action, which validates with the API contract's schema and answers with the same messages the
 * browser shows with JavaScript on, or does what the form is for.
 */
test.use({ javaScriptEnabled: false });

/** A day next week as the date input takes it. */
function nextWeek(): string {
  const date = new Date();
  date.setDate(date.getDate() + 7);
  return date.toLocaleDateString('en-CA');
}

/** Each message under its field, the field marked invalid and described by it, and the summary. */
async function expectFieldErrors(form: Locator, errors: Record<string, string>) {
  await expect(form.getByRole('alert')).toContainText('Please correct these fields:');
  for (const [label, message] of Object.entries(errors)) {
    const control = form.getByLabel(label);
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toHaveAccessibleDescription(new RegExp(message));
    await expect(
      form.getByRole('alert').getByRole('link', { name: label, exact: true }),
    ).toBeVisible();
  }
}

/** The form its submit button names: a profile page holds other forms (the header's search). */
function formWithButton(page: Page, button: string): Locator {
  return page.locator('form').filter({ has: page.getByRole('button', { name: button }) });
}

/**
 * Follows the link on a profile to its form's own page (`/lawyer/:id/<path>`) and sends the form
 * empty; answers the form, back with its messages.
 */
async function sendEmptyFromProfile(
  page: Page,
  testInfo: TestInfo,
  link: string,
  path: string,
  button: string,
): Promise<Locator> {
  const lawyerId = await ownLawyerId(page, testInfo);
  await page.goto(`/lawyer/${lawyerId}`);
  await page.getByRole('link', { name: link }).click();
  await expect(page).toHaveURL(`/lawyer/${lawyerId}/${path}`);
  const form = formWithButton(page, button);
  await form.getByRole('button', { name: button }).click();
  return form;
}

/** A valid message to a lawyer, from `name`, about a legal issue the form offers. */
async function fillLawyerMessage(form: Locator, name: string, email: string, phone: string) {
  await form.getByLabel('Full Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill(phone);
  await form.getByLabel('Legal Issue').selectOption({ index: 1 });
  await form.getByLabel('Message').fill('I need advice about a custody arrangement.');
}

/** A lawyer's practice after the city: location, office, experience, rate and an English bio. */
async function fillPractice(form: Locator): Promise<void> {
  await form.getByRole('textbox', { name: 'Location', exact: true }).fill('Downtown');
  await form.getByLabel('Office Address').fill('100 Example Street');
  await form.getByLabel('Years of Experience').fill('9');
  await form.getByLabel('Hourly Rate (CAD)').fill('275');
  await form
    .getByRole('group', { name: 'Professional Bio' })
    .getByLabel('In English')
    .fill('Family lawyer helping parents settle custody.');
}

/** Opens `from`, then its Register tab (a link without JavaScript, to `to`): the form. */
async function openRegisterTab(page: Page, from: string, to: string): Promise<Locator> {
  await page.goto(from);
  await page.getByRole('tab', { name: 'Register' }).click();
  await expect(page).toHaveURL(to);
  return page.getByRole('form', { name: 'Register' });
}

/** The names and e-mail every registration asks for. */
async function fillAccount(form: Locator, names: [string, string], email: string): Promise<void> {
  await form.getByLabel('First Name').fill(names[0]);
  await form.getByLabel('Last Name').fill(names[1]);
  await form.getByLabel('Email').fill(email);
}

/** A customer account made through the API, its session cookie dropped; answers its e-mail. */
async function registerSignedOut(page: Page, names: [string, string], tag: string) {
  const email = uniqueEmail(tag);
  const registered = await page.request.post('/api/auth/register', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { firstName: names[0], lastName: names[1], email, password: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  await page.context().clearCookies({ name: 'session' });
  return email;
}

test('the contact page form shows its messages, keeps what was typed, then sends', async ({
  page,
}) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Phone (optional)').fill('12');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL('/contact');
  await expectFieldErrors(form, {
    'Full Name': 'Name must be at least 2 characters',
    Email: 'Please enter a valid email address',
    'Phone (optional)': 'Please enter a valid phone number',
    Category: 'Please select a category',
    Subject: 'Subject must be at least 5 characters',
    Message: 'Message must be at least 10 characters',
  });
  await expect(form.getByLabel('Phone (optional)')).toHaveValue('12');

  const email = uniqueEmail('nojs-contact');
  await form.getByLabel('Full Name').fill('Sam Reader');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone (optional)').fill('');
  await form.getByLabel('Category').selectOption('Feedback & Suggestions');
  await form.getByLabel('Subject').fill('A kind word');
  await form.getByLabel('Message').fill('The provincial guide helped me a lot.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toContainText('Message sent successfully!');
  await expect(form.getByLabel('Subject')).toHaveValue('');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expectMail(email, 'will respond within 24 hours');
});

test('sign-in shows its messages, refuses a wrong password, then signs in', async ({ page }) => {
  const email = await registerSignedOut(page, ['Noa', 'Script'], 'nojs-login');
  const hasSession = async () =>
    (await page.context().cookies()).some((cookie) => cookie.name === 'session');
  expect(await hasSession()).toBe(false);

  await page.goto('/auth/login');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expectFieldErrors(form, {
    Email: 'Invalid email address',
    Password: 'Password is required',
  });

  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('not the password at all');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(form.getByRole('alert')).toContainText('You are not signed in:');
  await expect(form.getByLabel('Email')).toHaveValue(email);
  // A password is never written back into the page.
  await expect(form.getByLabel('Password')).toHaveValue('');

  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/');
  // The API's session cookie reached the browser: the server renders the signed-in header.
  expect(await hasSession()).toBe(true);
  const html = await (await page.request.get('/about')).text();
  expect(html).toContain('Noa');
  expect(html).not.toContain('>Sign In<');
});

test('the lawyer portal’s sign-in lands on the dashboard', async ({ page }) => {
  const email = await registerSignedOut(page, ['Robin', 'Offline'], 'nojs-portal');

  await page.goto('/lawyer-auth');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/lawyer-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Lawyer Dashboard' })).toBeVisible();
});

test('registration shows its messages, then creates the account', async ({ page }) => {
  const form = await openRegisterTab(page, '/auth/login', '/auth/register');
  await form.getByRole('button', { name: 'Create Customer Account' }).click();
  await expectFieldErrors(form, {
    'First Name': 'First name must be at least 2 characters',
    'Last Name': 'Last name must be at least 2 characters',
    Email: 'Invalid email address',
  });
  await expect(form.getByText('Please select a user type')).toBeVisible();

  const email = uniqueEmail('nojs-register');
  await fillAccount(form, ['Casey', 'Offline'], email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('radio', { name: 'Customer - Looking for legal services' }).check();
  await form.getByRole('button', { name: 'Create Customer Account' }).click();
  await expect(page).toHaveURL('/verify-email');
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  const html = await (await page.request.get('/about')).text();
  expect(html).toContain('Casey');
});

/** The cities the API lists for a province, as the city select offers them. */
async function citiesOf(page: Page, province: string): Promise<string[]> {
  const response = await page.request.get(`/api/cities?province=${province}`);
  return ((await response.json()) as { city: string }[]).map((item) => item.city);
}

test('a lawyer registers: messages, the province’s cities, then the account and dashboard', async ({
  page,
}) => {
  const ontario = await citiesOf(page, 'ON');
  const britishColumbia = await citiesOf(page, 'BC');
  expect(ontario.length).toBeGreaterThan(0);
  expect(britishColumbia.length).toBeGreaterThan(0);

  await page.goto('/auth/register');
  const form = page.getByRole('form', { name: 'Register' });
  const professional = form.getByRole('heading', { name: 'Professional Information' });
  await expect(professional).toHaveCount(0);
  // Choosing "Lawyer" cannot show the fields by itself: the server does, creating nothing.
  await form.getByRole('radio', { name: 'Lawyer - Providing legal services' }).check();
  await form.getByRole('button', { name: 'Continue as a lawyer' }).click();
  await expect(page).toHaveURL('/auth/register');
  await expect(professional).toBeVisible();
  await expect(
    form.getByRole('radio', { name: 'Lawyer - Providing legal services' }),
  ).toBeChecked();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Continue as a lawyer' })).toHaveCount(0);

  // Empty: the same messages as with JavaScript.
  await form.getByRole('button', { name: 'Create Lawyer Account' }).click();
  await expectFieldErrors(form, {
    'First Name': 'First name must be at least 2 characters',
    'Last Name': 'Last name must be at least 2 characters',
    Email: 'Invalid email address',
  });
  await expect(
    form
      .getByRole('group', { name: 'I am registering as a:' })
      .getByText('All professional fields are required for lawyers'),
  ).toBeVisible();

  // The city list is the province's, once the server has it.
  const city = form.getByRole('combobox', { name: 'City' });
  await expect(city).toBeDisabled();
  await fillAccount(form, ['Morgan', 'Offline'], uniqueEmail('nojs-lawyer'));
  await form.getByLabel('Province or Territory').selectOption('BC');
  await form.getByRole('button', { name: 'Show the cities of this province' }).click();
  await expect(city).toBeEnabled();
  await expect(city.locator('option:not([disabled])')).toHaveText(britishColumbia);
  await expect(form.getByLabel('First Name')).toHaveValue('Morgan');
  await expect(form.getByRole('alert')).toHaveCount(0);
  // Another province: its own cities, the earlier choice gone.
  await form.getByLabel('Province or Territory').selectOption('ON');
  await form.getByRole('button', { name: 'Show the cities of this province' }).click();
  await expect(city.locator('option:not([disabled])')).toHaveText(ontario);

  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByLabel('Phone').fill('416-555-0142');
  await form.getByLabel('Practice Area').selectOption('Family Law');
  await city.selectOption(ontario[0]!);
  await fillPractice(form);
  await form.getByRole('button', { name: 'Create Lawyer Account' }).click();
  await expect(page).toHaveURL('/verify-email');

  // Signed in as a lawyer whose profile exists and awaits verification.
  await page.goto('/lawyer-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Lawyer Dashboard' })).toBeVisible();
  await expect(page.getByText('Welcome back, Morgan Offline')).toBeVisible();
});

test('a city the select did not offer for the province is named, and nothing is created', async ({
  page,
}) => {
  await page.goto('/auth/register');
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByRole('button', { name: 'Continue as a lawyer' }).click();
  const email = uniqueEmail('nojs-forged-city');
  await fillAccount(form, ['Forged', 'City'], email);
  await form.getByLabel('Phone').fill('416-555-0142');
  await form.getByLabel('Practice Area').selectOption('Family Law');
  await form.getByLabel('Province or Territory').selectOption('ON');
  await form.getByRole('button', { name: 'Show the cities of this province' }).click();
  // A password is never written back into the page: typed again after the cities came.
  await expect(form.getByLabel('Password')).toHaveValue('');
  await form.getByLabel('Password').fill(PASSWORD);
  // A city of another province, written into the select as a forged post would send it.
  const city = form.getByRole('combobox', { name: 'City' });
  await city.evaluate((select: HTMLSelectElement) => {
    select.add(new Option('Atlantis', 'Atlantis', true, true));
  });
  await fillPractice(form);
  const response = page.waitForResponse((answer) => answer.request().method() === 'POST');
  await form.getByRole('button', { name: 'Create Lawyer Account' }).click();
  expect((await response).status()).toBe(400);
  await expectFieldErrors(form, {
    City: 'Please select a city of this province from the list',
  });
  // The forged city is not offered back, nor another one chosen in its place.
  await expect(city).toHaveValue('');
  await expect(form.getByRole('alert').getByRole('link')).toHaveCount(1);
  const signIn = await page.request.post('/api/auth/login', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { email, password: PASSWORD },
  });
  expect(signIn.status()).toBe(401);
});

test('the lawyer portal’s registration shows its messages, then lands on the dashboard', async ({
  page,
}) => {
  const form = await openRegisterTab(page, '/lawyer-auth', '/lawyer-auth/register');
  await form.getByRole('button', { name: 'Create Account' }).click();
  // The portal's own action answered: the Register tab, sent back with its messages.
  await expect(page).toHaveURL('/lawyer-auth/register');
  await expectFieldErrors(form, {
    'First Name': 'First name is required',
    'Last Name': 'Last name is required',
    Email: 'Invalid email address',
    Password: 'Password must be at least 8 characters',
  });

  await fillAccount(form, ['Robin', 'Portal'], uniqueEmail('nojs-portal-register'));
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/verify-email');
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL('/lawyer-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Lawyer Dashboard' })).toBeVisible();
  await expect(page.getByText('Welcome back, Robin Portal')).toBeVisible();
});

test('the profile’s message form is a page: messages, then sent', async ({ page }, testInfo) => {
  const form = await sendEmptyFromProfile(
    page,
    testInfo,
    'Send Message',
    'contact',
    'Send Message',
  );
  await expectFieldErrors(form, {
    'Full Name': 'Name must be at least 2 characters',
    Email: 'Please enter a valid email address',
    Phone: 'Please enter a valid phone number',
    'Legal Issue': 'Please select a legal issue',
    Message: 'Message must be at least 10 characters',
  });

  await fillLawyerMessage(form, 'Jordan Offline', uniqueEmail('nojs-inquiry'), '416-555-0199');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toContainText('Message sent successfully!');
  await expect(form.getByLabel('Full Name')).toHaveValue('');
});

test('the message page sends to its own lawyer, whatever a tampered hidden field says', async ({
  page,
}, testInfo) => {
  const lawyerId = await ownLawyerId(page, testInfo);
  await page.goto(`/lawyer/${lawyerId}/contact`);
  const form = formWithButton(page, 'Send Message');
  await form.locator('input[name="lawyerId"]').evaluate((input: HTMLInputElement) => {
    input.value = 'abc';
  });
  await fillLawyerMessage(form, 'Jordan Tamper', uniqueEmail('nojs-tamper'), '416-555-0198');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toContainText('Message sent successfully!');
});

test('the profile’s consultation form is a page: messages, then sent', async ({
  page,
}, testInfo) => {
  const form = await sendEmptyFromProfile(
    page,
    testInfo,
    'Schedule Consultation',
    'consultation',
    'Request Consultation',
  );
  await expectFieldErrors(form, {
    'Full Name': 'Name must be at least 2 characters',
    'Preferred Date': 'Please select a preferred date',
    'Preferred Time': 'Please select a preferred time',
  });

  await form.getByLabel('Full Name').fill('Alex Offline');
  await form.getByLabel('Email').fill(uniqueEmail('nojs-consultation'));
  await form.getByLabel('Phone').fill('416-555-0123');
  await form.getByLabel('Preferred Date').fill(nextWeek());
  await form.getByLabel('Preferred Time').selectOption({ index: 1 });
  await form.getByLabel('Consultation Type').selectOption({ index: 1 });
  await form.getByLabel('Legal Issue').selectOption({ index: 1 });
  await form.getByLabel('Message').fill('I would like to discuss a separation agreement.');
  await form.getByRole('button', { name: 'Request Consultation' }).click();
  await expect(form.getByRole('status')).toContainText('Consultation Request Sent!');
});

test('the forms sent back with their messages have no WCAG 2.2 AA violations', async ({
  browser,
  page,
}, testInfo) => {
  // Seven pages, each analysed in full.
  test.slow();
  const lawyerId = await ownLawyerId(page, testInfo);
  // axe runs as a script: JavaScript on, the site's own scripts refused, so the forms still post
  // as they do without JavaScript.
  const context = await browser.newContext({
    viewport: testInfo.project.use.viewport,
    javaScriptEnabled: true,
  });
  await context.route('**/assets/**/*.js', (route) => route.abort());
  const axePage = await context.newPage();
  for (const [path, submit] of [
    ['/contact', 'Send Message'],
    ['/auth/login', 'Sign In'],
    ['/auth/register', 'Create Customer Account'],
    ['/lawyer-auth/register', 'Create Account'],
    [`/lawyer/${lawyerId}/contact`, 'Send Message'],
    [`/lawyer/${lawyerId}/consultation`, 'Request Consultation'],
  ] as const) {
    await axePage.goto(path);
    if (path === '/auth/register') {
      // The lawyer's form, sent back with its professional fields and their messages.
      await axePage.getByRole('radio', { name: 'Lawyer - Providing legal services' }).check();
    }
    await axePage.locator('main form').getByRole('button', { name: submit }).click();
    await expect(axePage.locator('main form').getByRole('alert')).toBeVisible();
    await expectNoWcagViolations(axePage, path);
  }
  await context.close();
});
