/** The two confirmation e-mails of a booked consultation, pure: the homeowner's and the owner's. */
import type { SolarLeadContact, SolarLeadProperty } from '@common/schemas/solar-leads';
import { DateTime } from 'luxon';
import type { MailMessage } from '../../../mail';

export interface BookedConsultation {
  startsAt: Date;
  endsAt: Date;
  timezone: string;
  contact: SolarLeadContact;
  property: SolarLeadProperty;
  score: number;
  consentText: string;
  systemKw: number | null;
}

/** "Monday, March 9, 2026, 9:00 AM to 10:00 AM EDT (America/New_York)". */
export function consultationTime({ startsAt, endsAt, timezone }: BookedConsultation): string {
  const start = DateTime.fromJSDate(startsAt, { zone: timezone }).setLocale('en-US');
  const end = DateTime.fromJSDate(endsAt, { zone: timezone }).setLocale('en-US');
  return `${start.toFormat('cccc, LLLL d, yyyy, h:mm a')} to ${end.toFormat('h:mm a ZZZZ')} (${timezone})`;
}

/** A header must stay on one line whatever a homeowner typed. */
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

function shortTime({ startsAt, timezone }: BookedConsultation): string {
  return DateTime.fromJSDate(startsAt, { zone: timezone })
    .setLocale('en-US')
    .toFormat('cccc, LLLL d, h:mm a ZZZZ');
}

export function homeownerBookingMail(to: string, booked: BookedConsultation): MailMessage {
  const greeting = booked.contact.name ? `Hi ${oneLine(booked.contact.name)},` : 'Hi,';
  return {
    to,
    subject: `Your solar consultation: ${shortTime(booked)}`,
    text: [
      greeting,
      '',
      `Your solar consultation is booked for ${consultationTime(booked)}.`,
      'The installer will get in touch at that time to go through your estimate and answer your questions. The estimate is non-binding.',
      '',
      `What you agreed to when booking: "${booked.consentText}"`,
      '',
      'If you did not ask for this, you can ignore this e-mail.',
      '',
    ].join('\n'),
  };
}

export function ownerBookingMail(to: string, booked: BookedConsultation): MailMessage {
  const { contact, property } = booked;
  const who = contact.name ? oneLine(contact.name) : 'A homeowner';
  const place = [property.address, property.zip].filter(Boolean).join(', ');
  const lines = [
    `${who} booked a solar consultation with Solara for ${consultationTime(booked)}.`,
    '',
    `Name: ${contact.name ?? 'not given'}`,
    `E-mail: ${contact.email ?? 'not given'}`,
    `Phone: ${contact.phone ?? 'not given'}`,
    `Address: ${place || 'not given'}`,
    `Qualification score: ${booked.score} of 100`,
    ...(booked.systemKw === null ? [] : [`Estimated system: ${booked.systemKw} kW`]),
    '',
    `Consent given: "${booked.consentText}"`,
    '',
    'The lead, with the conversation and the estimate, is on your /solar page.',
    '',
  ];
  return {
    to,
    ...(contact.email ? { replyTo: contact.email } : {}),
    subject: `New solar consultation: ${who}, ${shortTime(booked)}`,
    text: lines.join('\n'),
  };
}
