import type { LegalCompany, LegalDocument } from "./legal-document.ts";

// Lithuanian translation of the Estonian terms of use and privacy policy (legal-et.ts), which is the binding
// version; the modal says so above the text. Loaded only when the terms modal opens.

export function legalDocument(company: LegalCompany | null): LegalDocument {
  const operator = company
    ? `${company.name} (registro kodas ${company.registryCode}, adresas ${company.address})`
    : "paslaugų teikėjas, kurio vardu jums buvo išsiųsta SMS nuoroda";
  const who = company ? company.name : "paslaugų teikėjas";
  const contact = company
    ? `Klausimais, prašymais ir skundais kreipkitės: ${company.name}, ${company.address}, ${company.contact}.`
    : "Klausimais, prašymais ir skundais kreipkitės į paslaugų teikėją, kurio vardu jums buvo išsiųsta SMS nuoroda; kontaktiniai duomenys nurodyti jums atsiųstoje žinutėje ir paslaugų teikėjo svetainėje.";

  return {
    language: "lt",
    terms: [
      {
        title: "1. Bendrosios nuostatos",
        paragraphs: [
          `Šios naudojimo sąlygos taikomos žiniatinklio programėlei, per kurią galima užsakyti pagalbą kelyje (įskaitant vilkiką) ir pateikti pranešimą apie transporto priemonės žalą. Programėlę teikia ir paslaugą organizuoja ${operator} (toliau – Operatorius).`,
          "Naudodamiesi programėle patvirtinate, kad susipažinote su sąlygomis ir su jomis sutinkate. Jei su sąlygomis nesutinkate, paskambinkite Operatoriui ir užsakykite pagalbą telefonu.",
        ],
      },
      {
        title: "2. Prieiga prie programėlės",
        paragraphs: [
          "Į programėlę galima patekti tik per jums atsiųstą asmeninę nuorodą. Nuoroda yra asmeninė ir galioja ribotą laiką: neperduokite jos tretiesiems asmenims. Visi per nuorodą atlikti veiksmai laikomi atliktais jūsų.",
          "Jei nuorodos galiojimas baigėsi arba ji jau panaudota, paskambinkite Operatoriui ir gaukite naują.",
        ],
      },
      {
        title: "3. Pagalbos kelyje užsakymas",
        paragraphs: [
          "Norėdami pateikti užsakymą, įvedate transporto priemonės valstybinį numerį, savo vardą ir telefono numerį, pasirenkate problemos rūšį, žemėlapyje pažymite transporto priemonės vietą ir pridedate aprašymą bei, jei norite, nuotraukas.",
          "Pateikus užsakymą, Operatorius ieško artimiausio laisvo vilkiko. Paprastai tai trunka iki 2 minučių. Jei tinkamas vilkikas nerandamas, Operatorius jums perskambina.",
          "Programėlėje rodomas atvykimo laikas yra apytikslis. Operatorius neatsako už vėlavimą dėl eismo, oro sąlygų ar kitų nuo jo nepriklausančių aplinkybių.",
        ],
      },
      {
        title: "4. Naudotojo pareigos",
        paragraphs: [
          "Įsipareigojate pateikti teisingus ir išsamius duomenis ir būti pasiekiami nurodytu telefono numeriu. Pateikus melagingus duomenis ar piktybinį užsakymą, gali būti pareikalauta atlyginti iškvietimo išlaidas.",
          "Pasirūpinkite savo ir kitų eismo dalyvių saugumu: įjunkite avarinę šviesos signalizaciją, pastatykite avarinio sustojimo ženklą ir vilkėkite atšvaitinę liemenę. Gyvybei pavojingoje situacijoje pirmiausia skambinkite bendruoju pagalbos numeriu 112.",
        ],
      },
      {
        title: "5. Mokestis",
        paragraphs: [
          "Pagalba kelyje teikiama pagal jūsų draudimo ar paslaugų sutarties sąlygas. Darbai, kurių sutartis nepadengia, apmokami pagal vilkikų įmonės kainoraštį, apie kurį jums pranešama prieš pradedant darbus.",
        ],
      },
      {
        title: "6. Atsakomybė",
        paragraphs: [
          "Operatorius atsako už paslaugos organizavimą įstatymų nustatyta apimtimi. Operatorius neatsako už žalą, atsiradusią dėl naudotojo pateiktų neteisingų duomenų, ryšio sutrikimų ar laikino programėlės neprieinamumo.",
        ],
      },
      {
        title: "7. Pakeitimai ir taikoma teisė",
        paragraphs: [
          "Operatorius turi teisę keisti sąlygas. Galiojančios sąlygos visada pateikiamos programėlėje. Sąlygoms taikoma Estijos Respublikos teisė.",
          "Ginčai sprendžiami derybomis. Nepavykus susitarti, vartotojas gali kreiptis į Estijos vartotojų apsaugos ir techninės priežiūros tarnybos vartotojų ginčų komisiją arba į Harju apskrities teismą.",
        ],
      },
      { title: "8. Kontaktai", paragraphs: [contact] },
    ],
    privacy: [
      {
        title: "1. Duomenų valdytojas",
        paragraphs: [
          `Jūsų asmens duomenų valdytojas yra ${operator}. Asmens duomenys tvarkomi pagal Bendrąjį duomenų apsaugos reglamentą (ES) 2016/679 ir Estijos asmens duomenų apsaugos įstatymą.`,
        ],
      },
      {
        title: "2. Kokius duomenis renkame",
        paragraphs: [
          "Vardas ir pavardė, el. pašto adresas ir telefono numeris; transporto priemonės markė, modelis, pagaminimo metai ir valstybinis numeris; transporto priemonės vietos adresas ir koordinatės; laisvos formos įvykio aprašymas; jūsų pridėtos nuotraukos.",
          "Vilkikų vairuotojų atveju papildomai tvarkomi jų paskyros duomenys, įskaitant slaptažodį (užšifruotą).",
        ],
      },
      {
        title: "3. Tvarkymo tikslai ir teisiniai pagrindai",
        paragraphs: [
          "Duomenys tvarkomi pagalbai kelyje organizuoti ir žalos atvejams administruoti (sutarties vykdymas), buhalterinės apskaitos pareigoms vykdyti (teisinė prievolė), paslaugos kokybei užtikrinti ir ginčams spręsti (teisėtas interesas) bei analitiniams slapukams naudoti (jūsų sutikimas).",
        ],
      },
      {
        title: "4. Duomenų perdavimas",
        paragraphs: [
          "Duomenys perduodami tik tiek, kiek reikia pagalbai suteikti: vilkikų įmonei ir vairuotojui, jūsų draudikui ar paslaugos užsakovui bei Operatoriaus įgaliotiems duomenų tvarkytojams (pvz., IT ir prieglobos paslaugų teikėjams), kurie privalo duomenis saugoti.",
          "Duomenys neperduodami už Europos Sąjungos ar Europos ekonominės erdvės ribų, išskyrus atvejus, kai taikomos tinkamos apsaugos priemonės (pvz., Europos Komisijos patvirtintos standartinės sutarčių sąlygos).",
        ],
      },
      {
        title: "5. Saugojimas",
        paragraphs: [
          "Duomenys saugomi 3 metus po sutarties pabaigos arba, jei sutartis nebuvo sudaryta, po užsakymo pateikimo. Pirminiai apskaitos dokumentai saugomi 7 metus, kaip reikalauja Apskaitos įstatymas. Vėliau duomenys ištrinami arba nuasmeninami.",
        ],
      },
      {
        title: "6. Slapukai",
        paragraphs: [
          "Programėlė naudoja būtinuosius slapukus sesijai palaikyti. Jums sutikus naudojami analitiniai slapukai: naudotojų atskyrimo slapukas galioja 2 metus, sesijos slapukas 1 dieną, nuostatų slapukas 1 metus. Sutikimą galite bet kada atšaukti ištrindami slapukus naršyklės nustatymuose.",
        ],
      },
      {
        title: "7. Jūsų teisės",
        paragraphs: [
          "Turite teisę susipažinti su savo duomenimis, reikalauti juos ištaisyti ar ištrinti, apriboti tvarkymą, nesutikti su tvarkymu, gauti savo duomenis kompiuterio skaitoma forma ir bet kada atšaukti sutikimą.",
          "Jei manote, kad jūsų teisės pažeistos, galite kreiptis į Estijos duomenų apsaugos inspekciją (Tatari 39, 10134 Tallinn, info@aki.ee, www.aki.ee) arba į teismą.",
        ],
      },
      {
        title: "8. Kontaktai",
        paragraphs: [contact, `Į klausimus dėl duomenų apsaugos ${who} atsako ne vėliau kaip per vieną mėnesį.`],
      },
    ],
  };
}
