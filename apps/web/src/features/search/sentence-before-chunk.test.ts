// A validation message can be set before the shared sentence chunk is in (on the home page it loads at the first
// tap). It must end up as the sentence in the page's language, and never show as its raw key.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const key = 'field.required|{"label":{"id":"label.from"}}';

describe('a schema message shown before the shared sentences are in', () => {
  // A fresh module graph: the sentence module of this test has not loaded its chunk (the set-up's one has).
  beforeEach(() => {
    vi.resetModules();
  });
  afterEach(async () => {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  });

  /** Every text the element has shown: at its first render and at each change after it. */
  function shownTexts(element: HTMLElement) {
    const texts = [element.textContent ?? ''];
    const observer = new MutationObserver(() => texts.push(element.textContent ?? ''));
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return { texts, stop: () => observer.disconnect() };
  }

  it('shows the sentence in a form field once the chunk arrives, never the key', async () => {
    const { createElement } = await import('react');
    const { render, screen } = await import('@testing-library/react');
    const { FormField } = await import('../../components/form-field');
    const { localSentence } = await import('../../lib/sentence');
    expect(localSentence(key)).toBe(key); // the chunk is not in yet

    const { container } = render(createElement(FormField, { id: 'from', label: 'From', error: key, children: createElement('input', { id: 'from' }) }));
    const shown = shownTexts(container);
    expect(await screen.findByText('From is required.')).toBeTruthy();
    shown.stop();
    expect(shown.texts.length).toBeGreaterThan(0);
    for (const text of shown.texts) expect(text).not.toContain('field.required');
  });

  it('shows a back-office form’s sentence (a season’s days, a cabin layout, a flight status) once the chunk arrives, never the key', async () => {
    const { createElement } = await import('react');
    const { render, screen } = await import('@testing-library/react');
    const { Said } = await import('../../components/said');
    const { container } = render(createElement(Said, { text: 'cabin.rowsMax|{"max":99}' }));
    const shown = shownTexts(container);
    expect(await screen.findByText('A cabin has at most 99 rows.')).toBeTruthy();
    shown.stop();
    for (const text of shown.texts) expect(text).not.toContain('cabin.rowsMax');
  });

  it('shows the sentence beside a search field once the chunk arrives, never the key', async () => {
    const { createElement } = await import('react');
    const { render, screen } = await import('@testing-library/react');
    const { FieldError } = await import('./components/field-parts');
    const { container } = render(createElement(FieldError, { id: 'from', error: key }));
    const shown = shownTexts(container);
    expect(container.textContent).not.toContain('field.required');
    expect(await screen.findByText('From is required.')).toBeTruthy();
    shown.stop();
    for (const text of shown.texts) expect(text).not.toContain('field.required');
  });

  it('shows a check’s messages only once the sentences are in (the form hook awaits them)', async () => {
    const { createElement } = await import('react');
    const { act, render, screen } = await import('@testing-library/react');
    const { useCheckedForm } = await import('../../lib/use-checked-form');
    const sentence = await import('../../lib/sentence');
    let submit: (() => Promise<void>) | null = null;
    function Form() {
      const { form, errors, handleSubmit } = useCheckedForm({ from: '' }, async () => ({ from: key }));
      const onSubmit = handleSubmit(() => undefined);
      submit = () => onSubmit({ preventDefault() {} } as never);
      // What the form would hand any component: the message as localSentence says it at render time.
      return createElement('form', { ref: form }, errors.from ? createElement('p', null, sentence.localSentence(errors.from)) : null);
    }
    const { container } = render(createElement(Form));
    const shown = shownTexts(container);
    await act(async () => {
      await submit!();
    });
    expect(await screen.findByText('From is required.')).toBeTruthy();
    shown.stop();
    for (const text of shown.texts) expect(text).not.toContain('field.required');
  });
});
