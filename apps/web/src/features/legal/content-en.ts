import type { LegalTexts } from './legal-pages';

/**
 * The legal and help pages in English. What they say of fares, check-in and baggage follows what the site does
 * (children 75 % of the adult fare, a lap infant free on domestic flights and 10 % abroad, online check-in from 48 hours
 * to 60 minutes before departure, boarding from 30 minutes, each package's bag weight and fare rules).
 */
const texts: LegalTexts = {
  privacy: {
    title: 'Privacy policy',
    effective: '2026-11-26',
    intro: 'Tarmac ("we") keeps the personal data you give us only to fly you and to look after your booking. This page says what we keep, why, for how long and what you can ask of us.',
    sections: [
      {
        heading: 'What we collect',
        paragraphs: [
          'For a booking: each passenger’s title, name, type (adult, child or infant), date of birth where needed, and for international flights the passport number, its expiry and nationality; the contact e-mail and phone number.',
          'For an account: your name, e-mail, password (stored only as a one-way hash), and what you choose to add to your profile or to your saved travellers.',
          'When you pay: the payment provider handles your card or mobile wallet. We keep the amount, the time and the provider’s reference, never your card number.',
        ],
      },
      {
        heading: 'Why we use it',
        paragraphs: [
          'To hold, sell and change your booking, issue tickets and boarding passes, tell you of delays or cancellations, and check that the passengers may travel (age, documents).',
          'To meet what the law asks of an airline: passenger lists for the authorities of the countries we fly to, accounting and fraud prevention.',
          'We send news of fares only to those who subscribe, and every such mail has a link to stop them.',
        ],
      },
      {
        heading: 'Who else sees it',
        paragraphs: [
          'The airports, ground handlers and border authorities of your trip, as far as they need it; the payment provider for your payment; our mail provider to deliver your e-mails. We do not sell personal data.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'Bookings and payments are kept as long as accounting and aviation rules require (up to seven years). An account and its saved travellers are kept until you close the account.',
        ],
      },
      {
        heading: 'Your choices',
        paragraphs: [
          'You can see and correct your profile and saved travellers at any time, and ask us for a copy of what we hold about you or to delete it where the law allows, through the Contact page or the hotline.',
        ],
      },
    ],
  },
  terms: {
    title: 'Terms of use',
    effective: '2026-11-26',
    intro: 'These terms apply to the use of this site and to bookings made on it. Your flight itself is governed by our Conditions of carriage.',
    sections: [
      {
        heading: 'Bookings and prices',
        paragraphs: [
          'Prices are in Bangladeshi taka and include the fare for every passenger shown; each fare says whether it is per adult or the total. Children aged 2–11 pay 75 % of the adult fare; an infant under two on an adult’s lap flies free on domestic flights and pays 10 % of the adult fare on international flights.',
          'A booking holds its seats for a short time while you pay; the site shows how long. Seats and prices are only yours once the payment has gone through and the ticket is issued.',
          'Fares move with demand: a price shown in a search may change before you book, and the site then tells you the new one before anything is charged.',
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          'Keep your password to yourself. You are responsible for bookings made with your account. You may book for others if they agree and you give their correct details.',
        ],
      },
      {
        heading: 'Use of the site',
        paragraphs: [
          'Do not use the site to make bookings you do not mean to keep, to collect other people’s data, or to disturb its working. We may cancel holds and bookings made that way.',
        ],
      },
      {
        heading: 'Liability and law',
        paragraphs: [
          'We do our best to keep the site correct and available but cannot promise it is never interrupted. These terms are governed by the laws of Bangladesh; the courts of Dhaka decide disputes, without taking away any right the law of your country gives you.',
        ],
      },
    ],
  },
  'conditions-of-carriage': {
    title: 'Conditions of carriage',
    effective: '2026-11-26',
    intro: 'These conditions are the contract between you and Tarmac for the flights on your ticket. International carriage is also subject to the Montreal Convention where it applies.',
    sections: [
      {
        heading: 'Your ticket',
        paragraphs: [
          'A ticket is valid only for the passenger named on it, the flights and the dates shown. The name must match the passport or national ID presented at the airport.',
        ],
      },
      {
        heading: 'Check-in and boarding',
        paragraphs: [
          'Online check-in opens 48 hours and closes 60 minutes before departure. Boarding starts 30 minutes before departure and the gate closes before the departure time: passengers who are not at the gate may be refused boarding and their seat given to others.',
          'Bring a valid photo ID for domestic flights, and a passport valid for the whole trip (and any visa) for international flights.',
        ],
      },
      {
        heading: 'Children and infants',
        paragraphs: [
          'An infant is under two years old on the day of the last flight and travels on an adult’s lap, one infant per adult. Children under 12 travel with an adult.',
        ],
      },
      {
        heading: 'Delays and cancellations',
        paragraphs: [
          'If we delay or cancel your flight we tell you by e-mail and on the Flight status page. After a cancellation you may move to another flight of the same route free of charge or cancel with a full refund.',
        ],
      },
      {
        heading: 'Refusal of carriage',
        paragraphs: [
          'We may refuse to carry a passenger who is unfit to fly, does not have the required documents, endangers safety or does not follow the crew’s instructions.',
        ],
      },
    ],
  },
  baggage: {
    title: 'Baggage',
    effective: '2026-11-26',
    intro: 'Your checked baggage allowance comes with the package you choose, and is printed on your ticket.',
    sections: [
      {
        heading: 'Checked baggage',
        paragraphs: [
          'Silver Package: 20 KG. Gold Package: 30 KG. Platinum Package: 40 KG. The allowance is per passenger and flight; extra baggage of 5, 10 or 20 KG can be added to a booking under Extras before you fly.',
        ],
      },
      {
        heading: 'Cabin baggage',
        paragraphs: [
          'One cabin bag of up to 7 KG that fits in the overhead bin, and one small personal item.',
        ],
      },
      {
        heading: 'What you may not carry',
        paragraphs: [
          'Explosives, flammable liquids and gases, weapons and other dangerous goods are not allowed. Power banks and spare lithium batteries go in the cabin, never in checked baggage.',
        ],
      },
      {
        heading: 'Damaged, delayed or lost bags',
        paragraphs: [
          'Tell our staff at the arrival airport before leaving the baggage hall, and confirm in writing within 7 days for damage or within 21 days of receiving a delayed bag. Our liability is limited as the Montreal Convention sets for international flights.',
        ],
      },
    ],
  },
  refunds: {
    title: 'Refunds and changes',
    effective: '2026-11-26',
    intro: 'What you get back depends on your package’s fare rules, shown with every fare before you book and on your ticket.',
    sections: [
      {
        heading: 'Before you pay',
        paragraphs: ['A booking that is held but not paid costs nothing: it ends on its own when the hold runs out, or you can cancel it at once.'],
      },
      {
        heading: 'Cancelling a paid booking',
        paragraphs: [
          'Refundable packages give back the fare less the package’s refund fee, which is higher within 24 hours of departure; a non-refundable fare gives nothing back. Manage booking shows the exact amount before you confirm.',
          'If we cancel your flight you get the whole amount back, or may move to another flight of the route free of charge.',
        ],
      },
      {
        heading: 'Changes',
        paragraphs: ['You can move to another flight of the same route for the package’s change fee plus any difference in fare.'],
      },
      {
        heading: 'How you are paid back',
        paragraphs: ['Refunds go back to the card or wallet you paid with. We start them at once; your bank or wallet may take up to 10 working days to show them.'],
      },
    ],
  },
};

export default texts;
