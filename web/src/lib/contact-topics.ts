// The topics of the /kontakt form (public.contact_messages.subject): the form offers them, the admin inbox names them.

export const contactTopics = ['wspolpraca', 'szkolenia', 'tresci', 'blad', 'inne'] as const;
export type ContactTopic = (typeof contactTopics)[number];

export const contactTopicLabels: Record<ContactTopic, string> = {
  wspolpraca: 'Współpraca',
  szkolenia: 'Szkolenia',
  tresci: 'Treści na stronie',
  blad: 'Błąd na stronie',
  inne: 'Inne',
};
