/* global document, window, fetch, confirm, URLSearchParams */
// The inbox page: plain DOM, no build step; it reads the same Mailpit-style API the tests use.
'use strict';

const REFRESH_MS = 2000;
const state = { selected: null, query: '', listed: '' };
const $ = (id) => document.getElementById(id);

const dateFormat = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'short', timeStyle: 'medium' });
const formatDate = (iso) => dateFormat.format(new Date(iso));
const formatAddress = (a) => (a ? (a.Name ? `${a.Name} <${a.Address}>` : a.Address) : '');
const formatAddresses = (list) => (list || []).map(formatAddress).join(', ');

// Polish: 1 wiadomość, otherwise wiadomości (2–4 and 5+ share the form for this noun).
const messagesWord = (n) => (n === 1 ? 'wiadomość' : 'wiadomości');

function setStatus(text) {
  $('stan').textContent = text;
}

async function api(path, init) {
  const response = await fetch(path, init);
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return response;
}

async function loadList() {
  const path = state.query ? `/api/v1/search?${new URLSearchParams({ query: state.query, limit: '200' })}` : '/api/v1/messages?limit=200';
  const data = await (await api(path)).json();
  const fingerprint = JSON.stringify(data.messages.map((m) => [m.ID, m.Read])) + state.selected;
  if (fingerprint === state.listed) return;
  state.listed = fingerprint;
  const list = $('lista');
  list.replaceChildren();
  for (const message of data.messages) {
    const item = document.createElement('li');
    item.tabIndex = 0;
    item.dataset.id = message.ID;
    item.className = message.Read ? '' : 'unread';
    if (message.ID === state.selected) item.setAttribute('aria-current', 'true');
    const row = document.createElement('span');
    row.className = 'row';
    const from = document.createElement('span');
    from.textContent = `Od: ${formatAddress(message.From)} → ${formatAddresses(message.To)}`;
    const time = document.createElement('time');
    time.dateTime = message.Created;
    time.textContent = formatDate(message.Created);
    row.append(from, time);
    const subject = document.createElement('span');
    subject.className = 'subject';
    subject.textContent = (message.Read ? '' : '● ') + (message.Subject || '(bez tematu)');
    const snippet = document.createElement('span');
    snippet.className = 'snippet';
    snippet.textContent = message.Snippet;
    item.append(row, subject, snippet);
    item.setAttribute(
      'aria-label',
      `${message.Read ? '' : 'Nieprzeczytana. '}${message.Subject || 'Bez tematu'}, od ${formatAddress(message.From)}`,
    );
    list.append(item);
  }
  const shown = state.query ? data.messages_count : data.total;
  $('licznik').textContent = `(${shown})`;
  $('pusto').hidden = data.messages.length > 0;
  $('pusto').textContent = state.query
    ? 'Nic nie pasuje do wyszukiwania.'
    : 'Skrzynka jest pusta. Wiadomości pojawią się tu same, gdy tylko nadejdą.';
  setStatus(`${data.total} ${messagesWord(data.total)}, nieprzeczytane: ${data.unread}.`);
  document.title = `${data.unread ? `(${data.unread}) ` : ''}Skrzynka pocztowa lokalnego stosu`;
}

function selectTab(name) {
  for (const tab of document.querySelectorAll('[role="tab"]')) {
    const selected = tab.id === `tab-${name}`;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
    $(tab.getAttribute('aria-controls')).hidden = !selected;
    if (selected) tab.focus();
  }
}

async function openMessage(id) {
  const message = await (await api(`/api/v1/message/${encodeURIComponent(id)}`)).json();
  state.selected = id;
  // The address names the open message, so it can be bookmarked or reloaded.
  if (window.location.hash !== `#${id}`) window.history.replaceState(null, '', `#${id}`);
  $('wybierz').hidden = true;
  $('wiadomosc').hidden = false;
  $('temat').textContent = message.Subject || '(bez tematu)';
  $('od').textContent = formatAddress(message.From);
  $('do').textContent = [formatAddresses(message.To), formatAddresses(message.Cc)].filter(Boolean).join(', ');
  $('data').textContent = formatDate(message.Date);
  $('pobierz').href = `/api/v1/message/${encodeURIComponent(id)}/raw?dl=1`;
  let html = message.HTML || '';
  for (const part of message.Inline || []) {
    if (part.ContentID) html = html.split(`cid:${part.ContentID}`).join(`/api/v1/message/${encodeURIComponent(id)}/part/${part.PartID}`);
  }
  // Links open in a new tab: the frame is sandboxed and may not navigate this page.
  $('html').srcdoc = html ? `<base target="_blank">${html}` : '';
  $('html').hidden = !html;
  $('brak-html').hidden = Boolean(html);
  $('tekst').textContent = message.Text || '(brak części tekstowej)';
  const [headers, raw] = await Promise.all([
    api(`/api/v1/message/${encodeURIComponent(id)}/headers`).then((r) => r.json()),
    api(`/api/v1/message/${encodeURIComponent(id)}/raw`).then((r) => r.text()),
  ]);
  const table = $('naglowki');
  table.replaceChildren();
  for (const [name, values] of Object.entries(headers)) {
    for (const value of values) {
      const row = table.insertRow();
      const th = document.createElement('th');
      th.scope = 'row';
      th.textContent = name;
      row.append(th);
      row.insertCell().textContent = value;
    }
  }
  $('zrodlo').textContent = raw;
  const attachments = $('zalaczniki');
  attachments.replaceChildren();
  for (const part of message.Attachments || []) {
    const link = document.createElement('a');
    link.href = `/api/v1/message/${encodeURIComponent(id)}/part/${part.PartID}`;
    link.textContent = `${part.FileName || part.PartID} (${Math.ceil(part.Size / 1024)} KB)`;
    const item = document.createElement('li');
    item.append(link);
    attachments.append(item);
  }
  $('zalaczniki-sekcja').hidden = !(message.Attachments || []).length;
  selectTab('html');
  $('czytnik').focus();
  state.listed = '';
  await loadList();
}

async function refresh() {
  try {
    await loadList();
  } catch (error) {
    setStatus(`Nie udało się wczytać wiadomości: ${error.message}`);
  }
}

function wire() {
  $('lista').addEventListener('click', (event) => {
    const item = event.target.closest('li[data-id]');
    if (item) openMessage(item.dataset.id).catch((error) => setStatus(`Nie udało się otworzyć wiadomości: ${error.message}`));
  });
  $('lista').addEventListener('keydown', (event) => {
    const item = event.target.closest('li[data-id]');
    if (!item) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      item.click();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      (event.key === 'ArrowDown' ? item.nextElementSibling : item.previousElementSibling)?.focus();
    }
  });
  const tabs = ['html', 'tekst', 'naglowki', 'zrodlo'];
  for (const name of tabs) {
    $(`tab-${name}`).addEventListener('click', () => selectTab(name));
    $(`tab-${name}`).addEventListener('keydown', (event) => {
      const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (step) selectTab(tabs[(tabs.indexOf(name) + step + tabs.length) % tabs.length]);
    });
  }
  $('szukaj').addEventListener('submit', (event) => {
    event.preventDefault();
    state.query = $('fraza').value.trim();
    state.listed = '';
    refresh();
  });
  $('odswiez').addEventListener('click', () => {
    state.listed = '';
    refresh();
  });
  $('usun-wszystkie').addEventListener('click', async () => {
    if (!confirm('Usunąć wszystkie wiadomości ze skrzynki? Tego nie można cofnąć.')) return;
    await api('/api/v1/messages', { method: 'DELETE' });
    state.selected = null;
    window.history.replaceState(null, '', window.location.pathname);
    $('wiadomosc').hidden = true;
    $('wybierz').hidden = false;
    setStatus('Usunięto wszystkie wiadomości.');
    state.listed = '';
    refresh();
  });
  $('usun').addEventListener('click', async () => {
    if (!state.selected) return;
    await api('/api/v1/messages', {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ IDs: [state.selected] }),
    });
    state.selected = null;
    window.history.replaceState(null, '', window.location.pathname);
    $('wiadomosc').hidden = true;
    $('wybierz').hidden = false;
    state.listed = '';
    await refresh();
    setStatus('Usunięto wiadomość.');
  });
  window.setInterval(() => {
    if (document.visibilityState === 'visible') refresh();
  }, REFRESH_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') refresh();
  });
  refresh();
  const linked = window.location.hash.slice(1);
  if (/^[A-Za-z0-9_-]{1,64}$/.test(linked)) openMessage(linked).catch(() => setStatus('Wiadomość z adresu strony już nie istnieje.'));
}

wire();
