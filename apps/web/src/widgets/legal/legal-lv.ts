import type { LegalCompany, LegalDocument } from "./legal-document.ts";

// Latvian terms of use and privacy policy. Loaded only when the terms
// modal opens, so these paragraphs never weigh on a screen's bundle.

export function legalDocument(company: LegalCompany | null): LegalDocument {
  const operator = company
    ? `${company.name} (reģistrācijas Nr. ${company.registryCode}, juridiskā adrese: ${company.address})`
    : "pakalpojuma sniedzējs, kura vārdā jums tika nosūtīta īsziņas saite";
  const who = company ? company.name : "pakalpojuma sniedzējs";
  const contact = company
    ? `Jautājumu, pieprasījumu un sūdzību gadījumā sazinieties ar: ${company.name}, ${company.address}, ${company.contact}.`
    : "Jautājumu, pieprasījumu un sūdzību gadījumā sazinieties ar pakalpojuma sniedzēju, kura vārdā jums tika nosūtīta īsziņas saite; kontaktinformācija ir norādīta nosūtītajā ziņā un pakalpojuma sniedzēja tīmekļa vietnē.";

  return {
    language: "lv",
    terms: [
      {
        title: "1. Vispārīgie noteikumi",
        paragraphs: [
          `Šie lietošanas noteikumi attiecas uz tīmekļa lietotni, kurā var pieteikt palīdzību uz ceļa (tostarp evakuatoru) un iesniegt transportlīdzekļa bojājumu pieteikumu. Lietotni nodrošina un pakalpojumu organizē ${operator} (turpmāk — “Operators”).`,
          "Lietojot lietotni, jūs apliecināt, ka esat iepazinies ar noteikumiem un tiem piekrītat. Ja jūs noteikumiem nepiekrītat, lūdzu, zvaniet Operatoram un piesakiet palīdzību pa tālruni.",
        ],
      },
      {
        title: "2. Piekļuve lietotnei",
        paragraphs: [
          "Lietotnei var piekļūt tikai ar jums nosūtīto personīgo saiti. Saite ir personīga un derīga ierobežotu laiku: nenododiet to trešajām personām. Visas darbības, kas veiktas ar saiti, uzskatāmas par jūsu veiktām.",
          "Ja saites derīguma termiņš ir beidzies vai tā jau ir izmantota, zvaniet Operatoram, lai saņemtu jaunu saiti.",
        ],
      },
      {
        title: "3. Palīdzības pieteikšana",
        paragraphs: [
          "Lai iesniegtu pieteikumu, jūs ievadāt transportlīdzekļa reģistrācijas numuru, savu vārdu un tālruņa numuru, izvēlaties problēmas veidu, atzīmējat transportlīdzekļa atrašanās vietu kartē un pievienojat aprakstu un, ja vēlaties, fotoattēlus.",
          "Pēc pieteikuma iesniegšanas Operators meklē tuvāko brīvo evakuatoru. Parasti tas aizņem līdz 2 minūtēm. Ja piemērots evakuators netiek atrasts, Operators jums atzvanīs.",
          "Lietotnē norādītais ierašanās laiks ir aptuvens. Operators neatbild par kavējumiem, ko izraisījusi satiksme, laikapstākļi vai citi apstākļi, kurus tas nevar ietekmēt.",
        ],
      },
      {
        title: "4. Lietotāja pienākumi",
        paragraphs: [
          "Jūs apņematies sniegt patiesu un pilnīgu informāciju un būt sasniedzams norādītajā tālruņa numurā. Nepatiesas informācijas sniegšana vai ļaunprātīgs pieteikums var radīt pienākumu segt izsaukuma izmaksas.",
          "Parūpējieties par savu un citu satiksmes dalībnieku drošību: ieslēdziet avārijas gaismas, novietojiet avārijas zīmi un uzvelciet atstarojošo vesti. Dzīvībai bīstamā situācijā vispirms zvaniet uz ārkārtas tālruni 112.",
        ],
      },
      {
        title: "5. Samaksa",
        paragraphs: [
          "Palīdzība tiek sniegta saskaņā ar jūsu apdrošināšanas vai pakalpojuma līguma noteikumiem. Darbus, kurus līgums nesedz, apmaksā saskaņā ar evakuatora uzņēmuma cenrādi, par ko jūs informē pirms darbu sākšanas.",
        ],
      },
      {
        title: "6. Atbildība",
        paragraphs: [
          "Operators atbild par pakalpojuma organizēšanu normatīvajos aktos noteiktajā apjomā. Operators neatbild par zaudējumiem, kas radušies lietotāja sniegtas nepatiesas informācijas, sakaru pārrāvuma vai lietotnes īslaicīgas nepieejamības dēļ.",
        ],
      },
      {
        title: "7. Grozījumi un piemērojamie tiesību akti",
        paragraphs: [
          "Operatoram ir tiesības grozīt noteikumus. Spēkā esošie noteikumi vienmēr ir pieejami lietotnē. Noteikumiem piemēro Latvijas Republikas tiesību aktus.",
          "Strīdus risina sarunu ceļā. Ja vienošanās netiek panākta, patērētājs var vērsties Patērētāju tiesību aizsardzības centrā vai Latvijas Republikas tiesā.",
        ],
      },
      { title: "8. Kontakti", paragraphs: [contact] },
    ],
    privacy: [
      {
        title: "1. Pārzinis",
        paragraphs: [
          `Jūsu personas datu pārzinis ir ${operator}. Personas dati tiek apstrādāti saskaņā ar Vispārīgo datu aizsardzības regulu (ES) 2016/679 un Fizisko personu datu apstrādes likumu.`,
        ],
      },
      {
        title: "2. Kādus datus mēs vācam",
        paragraphs: [
          "Vārds un uzvārds, e-pasta adrese un tālruņa numurs; transportlīdzekļa marka, modelis, izlaiduma gads un reģistrācijas numurs; transportlīdzekļa atrašanās vietas adrese un koordinātas; notikušā apraksts brīvā formā; jūsu pievienotie fotoattēli.",
          "Evakuatoru vadītājiem papildus tiek apstrādāti viņu lietotāja konta dati, tostarp parole (šifrētā veidā).",
        ],
      },
      {
        title: "3. Apstrādes mērķi un tiesiskais pamats",
        paragraphs: [
          "Dati tiek apstrādāti, lai organizētu palīdzību uz ceļa un izskatītu bojājumu gadījumu (līguma izpilde), lai izpildītu grāmatvedības pienākumus (juridisks pienākums), lai nodrošinātu pakalpojuma kvalitāti un risinātu strīdus (leģitīmās intereses), kā arī analītikas sīkdatņu izmantošanai (jūsu piekrišana).",
        ],
      },
      {
        title: "4. Datu nodošana",
        paragraphs: [
          "Dati tiek nodoti tikai tādā apjomā, kāds nepieciešams palīdzības sniegšanai: evakuatora uzņēmumam un vadītājam, jūsu apdrošinātājam vai pakalpojuma pasūtītājam un Operatora apstrādātājiem (piemēram, IT un mitināšanas pakalpojumu sniedzējiem), kuriem ir pienākums datus aizsargāt.",
          "Dati netiek nodoti ārpus Eiropas Savienības vai Eiropas Ekonomikas zonas, ja vien nav ieviesti atbilstoši aizsardzības pasākumi (piemēram, Eiropas Komisijas apstiprinātas līguma standartklauzulas).",
        ],
      },
      {
        title: "5. Glabāšana",
        paragraphs: [
          "Dati tiek glabāti 3 gadus pēc līguma izbeigšanās vai, ja līgums netika noslēgts, no pieteikuma iesniegšanas. Grāmatvedības attaisnojuma dokumentus glabā 7 gadus, kā to nosaka normatīvie akti. Pēc tam dati tiek dzēsti vai anonimizēti.",
        ],
      },
      {
        title: "6. Sīkdatnes",
        paragraphs: [
          "Lietotne izmanto nepieciešamās sīkdatnes sesijas uzturēšanai. Ar jūsu piekrišanu tiek izmantotas analītikas sīkdatnes: lietotāja atšķiršanas sīkdatne ir derīga 2 gadus, sesijas sīkdatne 1 dienu un iestatījumu sīkdatne 1 gadu. Piekrišanu jūs varat jebkurā laikā atsaukt, dzēšot sīkdatnes pārlūkprogrammas iestatījumos.",
        ],
      },
      {
        title: "7. Jūsu tiesības",
        paragraphs: [
          "Jums ir tiesības piekļūt saviem datiem, pieprasīt to labošanu vai dzēšanu, ierobežot apstrādi, iebilst pret apstrādi, saņemt savus datus mašīnlasāmā formātā un jebkurā laikā atsaukt piekrišanu.",
          "Ja uzskatāt, ka jūsu tiesības ir pārkāptas, varat vērsties Datu valsts inspekcijā (Elijas iela 17, Rīga, LV-1050, pasts@dvi.gov.lv, www.dvi.gov.lv) vai tiesā.",
        ],
      },
      {
        title: "8. Kontakti",
        paragraphs: [
          contact,
          `Ar datu aizsardzību saistītos jautājumos ${who} jums atbildēs ne vēlāk kā viena mēneša laikā.`,
        ],
      },
    ],
  };
}
