import type { LegalCompany, LegalDocument } from "./legal-document.ts";

// English translation of the Estonian terms of use and privacy policy (legal-et.ts), which is the binding
// version; the modal says so above the text. Loaded only when the terms modal opens.

export function legalDocument(company: LegalCompany | null): LegalDocument {
  const operator = company
    ? `${company.name} (registry code ${company.registryCode}, address ${company.address})`
    : "the service provider on whose behalf the SMS link was sent to you";
  const who = company ? company.name : "the service provider";
  const contact = company
    ? `For questions, requests and complaints, please contact: ${company.name}, ${company.address}, ${company.contact}.`
    : "For questions, requests and complaints, please contact the service provider on whose behalf the SMS link was sent to you; the contact details are in the message you received and on the service provider's website.";

  return {
    language: "en",
    terms: [
      {
        title: "1. General provisions",
        paragraphs: [
          `These terms of use apply to the web application through which roadside assistance (including a tow truck) can be ordered and a vehicle damage claim filed. The application is provided and the service organised by ${operator} (the "Operator").`,
          "By using the application you confirm that you have read and agree to these terms. If you do not agree, please call the Operator and order help by phone.",
        ],
      },
      {
        title: "2. Access to the application",
        paragraphs: [
          "The application can only be reached through the personal link sent to you. The link is personal and valid for a limited time: do not pass it on to others. Everything done through the link is deemed to have been done by you.",
          "If the link has expired or has already been used, call the Operator to get a new one.",
        ],
      },
      {
        title: "3. Ordering roadside assistance",
        paragraphs: [
          "To place an order you enter the vehicle's registration number, your name and phone number, choose the kind of problem, mark the vehicle's location on the map and add a description and, if you wish, photos.",
          "After the order is placed, the Operator looks for the nearest free tow truck. This usually takes up to 2 minutes. If no suitable tow truck is found, the Operator calls you back.",
          "The arrival time shown in the application is an estimate. The Operator is not liable for delays caused by traffic, weather or other circumstances beyond its control.",
        ],
      },
      {
        title: "4. The user's obligations",
        paragraphs: [
          "You undertake to give correct and complete information and to be reachable at the phone number given. False information or a malicious order may lead to a claim for the costs of the call-out.",
          "Keep yourself and other road users safe: switch on the hazard lights, set up the warning triangle and wear a reflective vest. In a life-threatening situation, call the emergency number 112 first.",
        ],
      },
      {
        title: "5. Charges",
        paragraphs: [
          "Roadside assistance is provided under the terms of your insurance or service contract. Work the contract does not cover is charged by the towing company's price list, of which you are informed before the work starts.",
        ],
      },
      {
        title: "6. Liability",
        paragraphs: [
          "The Operator is liable for organising the service to the extent provided by law. The Operator is not liable for damage resulting from incorrect information given by the user, loss of connection or temporary unavailability of the application.",
        ],
      },
      {
        title: "7. Changes and applicable law",
        paragraphs: [
          "The Operator may change these terms. The terms in force are always available in the application. These terms are governed by the law of the Republic of Estonia.",
          "Disputes are settled by negotiation. Failing agreement, a consumer may turn to the Consumer Disputes Committee at the Consumer Protection and Technical Regulatory Authority or to Harju County Court.",
        ],
      },
      { title: "8. Contact", paragraphs: [contact] },
    ],
    privacy: [
      {
        title: "1. Controller",
        paragraphs: [
          `The controller of your personal data is ${operator}. Personal data is processed in accordance with the General Data Protection Regulation (EU) 2016/679 and the Estonian Personal Data Protection Act.`,
        ],
      },
      {
        title: "2. What data we collect",
        paragraphs: [
          "First name and surname, e-mail address and phone number; the vehicle's make, model, year of manufacture and registration number; the address and coordinates of the vehicle's location; a free-form description of what happened; the photos you add.",
          "For tow-truck drivers, their user account data is processed as well, including the password (encrypted).",
        ],
      },
      {
        title: "3. Purposes and legal bases of processing",
        paragraphs: [
          "Data is processed to organise roadside assistance and handle damage claims (performance of a contract), to meet accounting obligations (legal obligation), to ensure the quality of the service and resolve disputes (legitimate interest), and to use analytics cookies (your consent).",
        ],
      },
      {
        title: "4. Sharing of data",
        paragraphs: [
          "Data is shared only as far as needed to provide help: with the towing company and the driver, with your insurer or the customer of the service, and with processors authorised by the Operator (e.g. IT and hosting providers), who are obliged to protect the data.",
          "Data is not transferred outside the European Union or the European Economic Area unless appropriate safeguards are in place (e.g. standard contractual clauses approved by the European Commission).",
        ],
      },
      {
        title: "5. Retention",
        paragraphs: [
          "Data is kept for 3 years after the contract ends or, if no contract was concluded, after the order was placed. Source accounting documents are kept for 7 years as required by the Accounting Act. The data is then deleted or made anonymous.",
        ],
      },
      {
        title: "6. Cookies",
        paragraphs: [
          "The application uses strictly necessary cookies to keep the session. With your consent, analytics cookies are used: the user-distinguishing cookie lasts 2 years, the session cookie 1 day and the preferences cookie 1 year. You may withdraw consent at any time by deleting the cookies in your browser settings.",
        ],
      },
      {
        title: "7. Your rights",
        paragraphs: [
          "You have the right to access your data, to have it corrected or erased, to restrict processing, to object to processing, to receive your data in a machine-readable form, and to withdraw consent at any time.",
          "If you believe your rights have been infringed, you may turn to the Estonian Data Protection Inspectorate (Tatari 39, 10134 Tallinn, info@aki.ee, www.aki.ee) or to a court.",
        ],
      },
      {
        title: "8. Contact",
        paragraphs: [contact, `${who} answers questions about data protection within one month at the latest.`],
      },
    ],
  };
}
