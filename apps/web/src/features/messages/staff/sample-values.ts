import type { Language, MessageKind } from '@academy/contract';

/** The links in a preview: the site's own address, so the owner sees where a family would be taken. */
const site = () => (typeof window === 'undefined' ? '' : window.location.origin);

/**
 * A made-up family's values for each kind's placeholders, in each language, so a preview reads as a family would
 * read it (names, a batch, a day, an amount). Only the previews use them; the server fills the real ones.
 */
export function sampleValues(kind: MessageKind, language: Language): string[] {
  const pay = `${site()}/pay/7f3k9q`;
  const classes = `${site()}/classes`;
  const offer = `${site()}/events/offer/x7k2`;
  const samples: Record<MessageKind, Record<Language, string[]>> = {
    feeReminder: {
      en: ['Asha', 'Rohan', '₹1,500.00', 'on 10 December', pay],
      hi: ['आशा', 'रोहन', '₹1,500.00', '10 दिसंबर को', pay],
      mr: ['आशा', 'रोहन', '₹1,500.00', '10 डिसेंबर रोजी', pay],
    },
    classCancelled: {
      en: ['Asha', 'Evening Kids', 'Friday 12 December', 'the hall is closed for repairs'],
      hi: ['आशा', 'इवनिंग किड्स', 'शुक्रवार 12 दिसंबर', 'हॉल मरम्मत के लिए बंद है'],
      mr: ['आशा', 'इव्हनिंग किड्स', 'शुक्रवार 12 डिसेंबर', 'हॉल दुरुस्तीसाठी बंद आहे'],
    },
    absenceAlert: {
      en: ['Asha', 'Rohan', '3', 'Evening Kids'],
      hi: ['आशा', 'रोहन', '3', 'इवनिंग किड्स'],
      mr: ['आशा', 'रोहन', '3', 'इव्हनिंग किड्स'],
    },
    trialConfirmed: {
      en: ['Asha', 'Evening Kids', 'Saturday 13 December, 05:30 PM'],
      hi: ['आशा', 'इवनिंग किड्स', 'शनिवार 13 दिसंबर, शाम 05:30'],
      mr: ['आशा', 'इव्हनिंग किड्स', 'शनिवार 13 डिसेंबर, संध्याकाळी 05:30'],
    },
    trialTomorrow: {
      en: ['Asha', 'Evening Kids', '05:30 PM'],
      hi: ['आशा', 'इवनिंग किड्स', 'शाम 05:30'],
      mr: ['आशा', 'इव्हनिंग किड्स', 'संध्याकाळी 05:30'],
    },
    trialFollowUp: {
      en: ['Asha', classes],
      hi: ['आशा', classes],
      mr: ['आशा', classes],
    },
    eventReminder: {
      en: ['Asha', 'Winter Cup', 'Sunday 20 December, 10:00 AM', 'Balewadi Stadium'],
      hi: ['आशा', 'विंटर कप', 'रविवार 20 दिसंबर, सुबह 10:00', 'बालेवाड़ी स्टेडियम'],
      mr: ['आशा', 'विंटर कप', 'रविवार 20 डिसेंबर, सकाळी 10:00', 'बालेवाडी स्टेडियम'],
    },
    seatOffered: {
      en: ['Asha', 'Winter Cup', '06:00 PM today', offer],
      hi: ['आशा', 'विंटर कप', 'आज शाम 06:00', offer],
      mr: ['आशा', 'विंटर कप', 'आज संध्याकाळी 06:00', offer],
    },
    gradingInvitation: {
      en: ['Asha', 'Rohan', 'the December grading', 'Sunday 14 December'],
      hi: ['आशा', 'रोहन', 'दिसंबर बेल्ट परीक्षा', 'रविवार 14 दिसंबर'],
      mr: ['आशा', 'रोहन', 'डिसेंबर बेल्ट परीक्षा', 'रविवार 14 डिसेंबर'],
    },
    gradingResult: {
      en: ['Asha', 'Rohan', 'Orange belt · 8th kyu'],
      hi: ['आशा', 'रोहन', 'ऑरेंज बेल्ट · 8वाँ क्यू'],
      mr: ['आशा', 'रोहन', 'ऑरेंज बेल्ट · 8वा क्यू'],
    },
    tournamentResult: {
      en: ['Asha', 'Rohan', 'Winter Cup', 'first'],
      hi: ['आशा', 'रोहन', 'विंटर कप', 'पहला'],
      mr: ['आशा', 'रोहन', 'विंटर कप', 'पहिले'],
    },
  };
  return samples[kind][language];
}
