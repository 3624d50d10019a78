/**
 * The advisories a fresh install ships with (SEARCH_ADVISORIES_FILE replaces them): searches about self-harm get
 * a notice pointing to free, confidential helplines — Find A Helpline lists them for most countries.
 */
export const DEFAULT_ADVISORIES_JSON: unknown = [
  {
    advisory: 'self_harm',
    severity: 1,
    advisory_type: 14,
    resource_country: null,
    terms: ['suicide', 'suicidal', 'self harm', 'selfharm', 'kill myself', 'want to die', 'end my life'],
    notice: {
      style: 'info',
      title: 'You’re not alone',
      description:
        'If you’re going through something difficult, you can talk to someone now. Free, confidential helplines are listed at findahelpline.com.',
      links: [{ text: 'findahelpline.com', url: 'https://findahelpline.com/' }],
      actions: [{ text: 'Find a helpline', link: 'https://findahelpline.com/' }],
    },
  },
];
