import type { LegalCompany, LegalDocument } from "./legal-document.ts";

// Estonian terms of use and privacy policy. Loaded only when the terms
// modal opens, so these paragraphs never weigh on a screen's bundle.

export function legalDocument(company: LegalCompany | null): LegalDocument {
  const operator = company
    ? `${company.name} (registrikood ${company.registryCode}, aadress ${company.address})`
    : "teenusepakkuja, kelle nimel teile SMS-link saadeti";
  const who = company ? company.name : "teenusepakkuja";
  const contact = company
    ? `Küsimuste, taotluste ja kaebuste korral võtke ühendust: ${company.name}, ${company.address}, ${company.contact}.`
    : "Küsimuste, taotluste ja kaebuste korral võtke ühendust teenusepakkujaga, kelle nimel teile SMS-link saadeti; kontaktandmed on toodud teile saadetud sõnumis ja teenusepakkuja veebilehel.";

  return {
    language: "et",
    terms: [
      {
        title: "1. Üldsätted",
        paragraphs: [
          `Need kasutustingimused kehtivad veebirakendusele, mille kaudu saab tellida teeabi (sh puksiirauto) ja esitada sõiduki kahjuteate. Rakendust pakub ja teenust korraldab ${operator} (edaspidi „Operaator“).`,
          "Rakenduse kasutamisega kinnitate, et olete tingimustega tutvunud ja nõustute nendega. Kui te tingimustega ei nõustu, helistage palun Operaatorile ja tellige abi telefoni teel.",
        ],
      },
      {
        title: "2. Juurdepääs rakendusele",
        paragraphs: [
          "Rakendusse pääseb ainult teile saadetud isikliku lingi kaudu. Link on isiklik ja ajaliselt piiratud: ärge edastage seda kolmandatele isikutele. Kõik lingi kaudu tehtud toimingud loetakse teie tehtuks.",
          "Kui link on aegunud või juba kasutatud, helistage Operaatorile uue lingi saamiseks.",
        ],
      },
      {
        title: "3. Teeabi tellimine",
        paragraphs: [
          "Tellimuse esitamiseks sisestate sõiduki registreerimisnumbri, oma nime ja telefoninumbri, valite probleemi liigi, märgite kaardil sõiduki asukoha ning lisate kirjelduse ja soovi korral fotod.",
          "Pärast tellimuse esitamist otsib Operaator lähima vaba puksiirauto. Tavaliselt võtab see kuni 2 minutit. Kui sobivat puksiirautot ei leita, helistab Operaator teile tagasi.",
          "Rakenduses näidatud saabumisaeg on hinnanguline. Operaator ei vastuta viivituste eest, mis on tingitud liiklusest, ilmast või muudest asjaoludest, mida ta ei saa mõjutada.",
        ],
      },
      {
        title: "4. Kasutaja kohustused",
        paragraphs: [
          "Te kohustute esitama õiged ja täielikud andmed ning olema kättesaadav teatatud telefoninumbril. Valeandmete esitamine või pahatahtlik tellimus võib kaasa tuua väljakutse kulude nõudmise.",
          "Tagage oma ja teiste liiklejate ohutus: lülitage sisse ohutuled, paigaldage ohukolmnurk ja kandke helkurvesti. Eluohtlikus olukorras helistage esmalt hädaabinumbril 112.",
        ],
      },
      {
        title: "5. Tasu",
        paragraphs: [
          "Teeabi osutatakse teie kindlustus- või teenuselepingu tingimuste alusel. Töö, mida leping ei kata, tasutakse puksiirauto ettevõtja hinnakirja järgi, millest teid teavitatakse enne töö alustamist.",
        ],
      },
      {
        title: "6. Vastutus",
        paragraphs: [
          "Operaator vastutab teenuse korraldamise eest seadusega ettenähtud ulatuses. Operaator ei vastuta kahju eest, mis tuleneb kasutaja esitatud ebaõigetest andmetest, sideühenduse katkemisest või rakenduse ajutisest kättesaamatusest.",
        ],
      },
      {
        title: "7. Muudatused ja kohaldatav õigus",
        paragraphs: [
          "Operaatoril on õigus tingimusi muuta. Kehtivad tingimused on alati rakenduses kättesaadavad. Tingimustele kohaldatakse Eesti Vabariigi õigust.",
          "Vaidlused lahendatakse läbirääkimiste teel. Kokkuleppe puudumisel võib tarbija pöörduda Tarbijakaitse ja Tehnilise Järelevalve Ameti juures tegutseva tarbijavaidluste komisjoni või Harju Maakohtu poole.",
        ],
      },
      { title: "8. Kontakt", paragraphs: [contact] },
    ],
    privacy: [
      {
        title: "1. Vastutav töötleja",
        paragraphs: [
          `Teie isikuandmete vastutav töötleja on ${operator}. Isikuandmeid töödeldakse kooskõlas isikuandmete kaitse üldmääruse (EL) 2016/679 ja isikuandmete kaitse seadusega.`,
        ],
      },
      {
        title: "2. Milliseid andmeid kogume",
        paragraphs: [
          "Ees- ja perekonnanimi, e-posti aadress ja telefoninumber; sõiduki mark, mudel, väljalaskeaasta ja registreerimisnumber; sõiduki asukoha aadress ja koordinaadid; vabas vormis kirjeldus juhtunust; teie lisatud fotod.",
          "Puksiirauto juhtide puhul töödeldakse lisaks nende kasutajakonto andmeid, sealhulgas parooli (krüpteeritult).",
        ],
      },
      {
        title: "3. Töötlemise eesmärgid ja õiguslikud alused",
        paragraphs: [
          "Andmeid töödeldakse teeabi korraldamiseks ja kahjujuhtumi menetlemiseks (lepingu täitmine), raamatupidamiskohustuse täitmiseks (seadusest tulenev kohustus), teenuse kvaliteedi tagamiseks ja vaidluste lahendamiseks (õigustatud huvi) ning analüütikaküpsiste kasutamiseks (teie nõusolek).",
        ],
      },
      {
        title: "4. Andmete edastamine",
        paragraphs: [
          "Andmeid edastatakse üksnes ulatuses, mis on vajalik abi osutamiseks: puksiirauto ettevõtjale ja juhile, teie kindlustusandjale või teenuse tellijale ning Operaatori volitatud töötlejatele (nt IT- ja majutusteenuse pakkujad), kes on kohustatud andmeid kaitsma.",
          "Andmeid ei edastata väljapoole Euroopa Liitu ega Euroopa Majanduspiirkonda, välja arvatud juhul, kui selleks on rakendatud asjakohased kaitsemeetmed (nt Euroopa Komisjoni kinnitatud lepingu tüüptingimused).",
        ],
      },
      {
        title: "5. Säilitamine",
        paragraphs: [
          "Andmeid säilitatakse 3 aastat pärast lepingu lõppemist või, kui lepingut ei sõlmitud, tellimuse esitamisest. Raamatupidamise algdokumente säilitatakse 7 aastat, nagu nõuab raamatupidamise seadus. Seejärel andmed kustutatakse või muudetakse isikustamata kujule.",
        ],
      },
      {
        title: "6. Küpsised",
        paragraphs: [
          "Rakendus kasutab hädavajalikke küpsiseid seansi hoidmiseks. Teie nõusolekul kasutatakse analüütikaküpsiseid: kasutaja eristamise küpsis kehtib 2 aastat, seansi küpsis 1 päeva ja eelistuste küpsis 1 aasta. Nõusoleku saate igal ajal tagasi võtta, kustutades küpsised brauseri seadetes.",
        ],
      },
      {
        title: "7. Teie õigused",
        paragraphs: [
          "Teil on õigus tutvuda oma andmetega, nõuda nende parandamist või kustutamist, piirata töötlemist, esitada töötlemisele vastuväide, saada oma andmed masinloetaval kujul ning võtta nõusolek igal ajal tagasi.",
          "Kui leiate, et teie õigusi on rikutud, võite pöörduda Andmekaitse Inspektsiooni poole (Tatari 39, 10134 Tallinn, info@aki.ee, www.aki.ee) või kohtusse.",
        ],
      },
      {
        title: "8. Kontakt",
        paragraphs: [contact, `Andmekaitsega seotud küsimustes vastab ${who} teile hiljemalt ühe kuu jooksul.`],
      },
    ],
  };
}
