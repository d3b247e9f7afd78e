-- Polish articles of the site. Seeded locally and in production; safe to run repeatedly.
-- reading_minutes assumes about 200 words a minute.

insert into public.posts
  (slug, section, title, lead, body_md, tags, reading_minutes, status, published_at)
values
(
  'jak-pisac-prompty-do-generatorow-obrazow',
  'post',
  'Jak pisać prompty do generatorów obrazów: sprawdzona struktura',
  'Dobry prompt to nie zaklęcie, tylko precyzyjny opis. Pokazujemy strukturę, która działa w Midjourney, GPT Image, Flux i Stable Diffusion, oraz najczęstsze błędy początkujących.',
  $md$
## Prompt to brief dla modelu

Generator obrazów nie zgaduje, co masz na myśli — przekłada słowa na cechy wizualne, które widział w danych treningowych. Im bardziej konkretny opis, tym mniej miejsca na przypadek. Dobrze napisany prompt przypomina brief dla fotografa lub ilustratora: mówi, co ma być na obrazie, jak ma wyglądać i do czego posłuży.

## Sześć elementów dobrego promptu

1. **Temat** — kto lub co jest w centrum kadru. Zamiast „pies” napisz „stary golden retriever z siwym pyskiem”.
2. **Akcja i miejsce** — co się dzieje i gdzie: „drzemie na drewnianym ganku w deszczowe popołudnie”.
3. **Kompozycja** — plan, kąt i kadr: „zbliżenie, ujęcie z poziomu oczu, dużo wolnej przestrzeni po lewej”.
4. **Światło** — jedno z najsilniejszych narzędzi: „miękkie światło z okna”, „złota godzina”, „ostre światło studyjne z boku”.
5. **Styl i medium** — „fotografia analogowa na kliszy 35 mm”, „akwarela”, „płaska ilustracja wektorowa”.
6. **Kolorystyka i nastrój** — „stonowane zielenie i beże, spokojny, nostalgiczny nastrój”.

Nie każdy prompt potrzebuje wszystkich sześciu elementów, ale warto świadomie zdecydować, które pomijasz. To, czego nie określisz, model uzupełni po swojemu — zwykle w najbardziej typowy sposób.

## Zdania czy słowa kluczowe?

Starsze modele, zwłaszcza wczesne wersje Stable Diffusion, lubiły listy słów kluczowych oddzielonych przecinkami. Nowsze generatory — GPT Image, Flux, Ideogram czy Midjourney w wersjach 6 i 7 — znacznie lepiej rozumieją naturalne zdania i relacje między obiektami. „Czerwony kubek stoi na lewo od niebieskiej książki” zadziała dziś lepiej niż „red mug, blue book, table”.

Midjourney nagradza zwięzłość: kilka precyzyjnych zdań zwykle daje lepszy efekt niż akapit pełen przymiotników. Modele z dużymi enkoderami tekstu, takie jak Flux, radzą sobie z dłuższymi opisami i dokładniej odwzorowują szczegóły.

## Po polsku czy po angielsku?

Większość narzędzi rozumie polski, ale jakość bywa różna. GPT Image w ChatGPT dobrze radzi sobie z polskimi opisami, bo prośba przechodzi przez model językowy. W Midjourney i w modelach open source angielski wciąż daje bardziej przewidywalne wyniki. Dobra praktyka: zapisz pomysł po polsku, a potem starannie go przetłumacz, zachowując konkretne nazwy materiałów, obiektywów i technik.

## Najczęstsze błędy

- **Sprzeczności** — „minimalistyczny, bogato zdobiony plakat” zmusza model do przypadkowego kompromisu.
- **Przeładowanie** — dwadzieścia przymiotników rozmywa najważniejsze cechy.
- **Negacje w treści** — „pokój bez okien” często kończy się oknem, bo słowo „okno” i tak trafia do opisu. Do wykluczeń służą osobne mechanizmy, np. parametr `--no` w Midjourney lub negatywny prompt w Stable Diffusion.
- **Nazwiska żyjących artystów** — to nie tylko kwestia etyki; wiele serwisów blokuje takie prompty, a efekt i tak jest pastiszem.

## Iteruj jak projektant

Zmieniaj jedną rzecz naraz. Jeśli poprawiasz jednocześnie światło, styl i kadr, nie dowiesz się, co zadziałało. W Midjourney możesz ustalić ziarno parametrem `--seed`, by porównywać warianty z podobnego punktu wyjścia; w Stable Diffusion i Fluxie ziarno ustawia się bezpośrednio w interfejsie. Zapisuj udane prompty razem z ustawieniami — po kilku tygodniach będziesz mieć własną bibliotekę sprawdzonych receptur.

## Szablon na start

> [temat] + [akcja, miejsce] + [kompozycja] + [światło] + [styl, medium] + [kolory, nastrój]

Przykład: „Ceramiczka formująca misę na kole garncarskim w małej pracowni, ujęcie z góry pod kątem 45 stopni, miękkie światło z okna po prawej, fotografia dokumentalna, ciepłe odcienie gliny i drewna, skupiony, spokojny nastrój”.
$md$,
  array['prompty', 'podstawy', 'midjourney', 'flux'],
  3,
  'published',
  '2026-01-14 09:00:00+01'
),
(
  'midjourney-parametr-chaos',
  'midjourney',
  'Parametr --chaos w Midjourney: kiedy różnorodność pomaga, a kiedy szkodzi',
  'Parametr --chaos decyduje, jak bardzo cztery obrazy z jednej siatki różnią się od siebie. Wyjaśniamy zakres wartości, typowe zastosowania i sposób, by chaos nie zamienił się w czystą losowość.',
  $md$
## Co robi --chaos

Każde polecenie w Midjourney tworzy siatkę czterech obrazów. Parametr `--chaos` (skrót `--c`) określa, jak bardzo te cztery propozycje różnią się od siebie kompozycją, kolorystyką i interpretacją promptu. Przyjmuje wartości od 0 do 100, a domyślnie wynosi 0.

Przy niskich wartościach siatka jest spójna: to cztery warianty tego samego pomysłu. Przy wysokich Midjourney pozwala sobie na nieoczywiste interpretacje — zmienia układ, perspektywę, czasem nawet styl.

```
latarnia morska na skalistym wybrzeżu, sztorm, obraz olejny --chaos 0
latarnia morska na skalistym wybrzeżu, sztorm, obraz olejny --chaos 60
```

## Jak dobrać wartość

| Wartość | Efekt | Kiedy używać |
|---|---|---|
| 0–10 | cztery bardzo podobne warianty | dopracowywanie znanego pomysłu |
| 15–40 | wyraźne różnice w kompozycji | szukanie najlepszego kadru |
| 50–80 | różne interpretacje promptu | burza mózgów, moodboardy |
| 90–100 | zaskakujące, często chaotyczne wyniki | eksperymenty i inspiracje |

Te progi to obserwacje z praktyki, a nie oficjalna skala — sprawdź je na własnych promptach.

## Chaos to nie jakość

Wysoki chaos nie sprawia, że obrazy są „bardziej artystyczne”. Zwiększa rozrzut — a więc także szansę na wynik słabszy od przeciętnego. Jeśli prompt jest nieprecyzyjny, wysoki chaos tylko pogłębi problem. Dlatego najpierw popraw opis, a dopiero potem zwiększaj różnorodność.

## Chaos, stylize i weird — czym się różnią

- `--chaos` wpływa na różnorodność **w obrębie jednej siatki**.
- `--stylize` decyduje, jak mocno Midjourney nakłada własną estetykę na prompt.
- `--weird` wprowadza do obrazu nietypowe, dziwaczne cechy.

Parametry można łączyć, ale zmieniaj jeden naraz, żeby wiedzieć, który daje efekt.

## Praktyczny przepływ pracy

1. Zacznij od `--chaos` w okolicach 30–50 i kilku uruchomień tego samego promptu, żeby zobaczyć możliwe kierunki.
2. Wybierz najlepszy kierunek i opisz go dokładniej w prompcie.
3. Obniż chaos do 0–10 i dopracowuj szczegóły, korzystając z wariacji (Vary Subtle i Vary Strong).
4. Gdy zależy ci na powtarzalności, dodaj `--seed` z tą samą wartością.

## Chaos w projektach komercyjnych

W pracy dla klienta chaos przydaje się na etapie koncepcji: w kilka minut zbierzesz kilkanaście różnych interpretacji hasła kampanii i pokażesz je jako moodboard. Na etapie produkcji, gdy obowiązuje już key visual, trzymaj chaos blisko zera — spójność serii jest wtedy ważniejsza niż niespodzianki.

## Najczęstsze pytania

**Czy chaos działa z referencjami stylu?** Tak, ale referencja stylu (`--sref`) ogranicza rozrzut stylistyczny, więc różnice dotyczą głównie kompozycji i treści kadru.

**Czy wysoki chaos zużywa więcej czasu GPU?** Nie. Koszt generowania zależy od trybu pracy (Fast, Relax, Turbo) i ustawień jakości, a nie od wartości chaosu.

**Czy chaos zmienia pojedynczy obraz po powiększeniu?** Nie. Działa tylko przy tworzeniu siatki; upscale i wariacje korzystają z już wybranego obrazu.
$md$,
  array['midjourney', 'parametry', 'chaos'],
  2,
  'published',
  '2026-02-03 09:00:00+01'
),
(
  'midjourney-parametr-stylize',
  'midjourney',
  '--stylize w Midjourney: ile estetyki Midjourney chcesz w swoim obrazie',
  'Parametr --stylize reguluje, jak mocno Midjourney upiększa obraz po swojemu. Pokazujemy, jak działa skala od 0 do 1000 i kiedy warto sięgnąć po tryb raw.',
  $md$
## Estetyka, której nie zamawiałeś

Midjourney ma rozpoznawalny styl: dramatyczne światło, bogate tekstury, filmowe kadry. To zasługa domyślnej stylizacji, którą model nakłada na każdy prompt. Parametr `--stylize` (skrót `--s`) pozwala ją regulować w zakresie od 0 do 1000. Wartość domyślna to 100.

- **Niska wartość** — obraz trzyma się dosłownie promptu, jest prostszy i mniej „wymuskany”.
- **Wysoka wartość** — Midjourney swobodniej interpretuje opis i dodaje detale, światło oraz kompozycję zgodne z własnym poczuciem estetyki, czasem kosztem wierności promptowi.

## Skala w praktyce

| Wartość | Typowy efekt | Zastosowanie |
|---|---|---|
| 0–50 | wierność promptowi, mniej ozdobników | makiety, zdjęcia produktowe |
| 100 | ustawienie domyślne | większość zadań |
| 250–500 | wyraźnie bardziej artystyczne kadry | plakaty, okładki |
| 750–1000 | mocna interpretacja, bogate detale | grafika koncepcyjna, eksperymenty |

Granice między przedziałami są płynne. Wartość możesz ustawić w ustawieniach (wtedy obowiązuje dla wszystkich promptów) albo dopisać parametr do konkretnego polecenia — parametr w prompcie ma pierwszeństwo.

## Kiedy obniżać stylizację

- Gdy potrzebujesz konkretnego układu elementów, np. do makiety strony lub ilustracji instruktażowej.
- Gdy generujesz zdjęcia produktowe, które mają wyglądać naturalnie, a nie jak kadr z filmu fantasy.
- Gdy precyzyjnie opisujesz styl w prompcie i nie chcesz, by Midjourney go „poprawiał”.

## Kiedy podnosić

- Przy plakatach, okładkach i grafikach koncepcyjnych, gdzie liczy się efekt „wow”.
- Przy krótkich promptach — wysoka stylizacja wypełni luki ciekawymi pomysłami.
- Gdy szukasz nastroju, a nie dosłownej ilustracji.

## Tryb raw

Tryb raw (`--style raw`) wyłącza dużą część domyślnego upiększania. Obrazy są bardziej dosłowne, a fotografie wyglądają naturalniej, mniej „reklamowo”. Raw i niska stylizacja działają podobnie, ale nie identycznie: raw zmienia sposób interpretacji promptu, a stylize — siłę nakładanej estetyki. Połączenie `--style raw --s 50` to dobry punkt wyjścia do realistycznej fotografii produktowej.

## Stylize a personalizacja

Jeśli korzystasz z personalizacji (`--p`), Midjourney uwzględnia twoje preferencje estetyczne zebrane na podstawie ocen obrazów. Wartość stylize wpływa wtedy także na to, jak mocno ten profil będzie widoczny w wyniku. Przy wysokiej stylizacji obraz silniej odzwierciedla twój gust, przy niskiej — bardziej sam prompt.

## Test, który warto zrobić

Weź jeden prompt i wygeneruj go z wartościami `--s 0`, `--s 100`, `--s 400` i `--s 1000`, za każdym razem z tym samym `--seed`. Zestawienie czterech siatek obok siebie w kilka minut pokaże ci więcej niż jakikolwiek opis. Zapisz wyniki — to będzie twoja osobista ściągawka dla konkretnego typu zleceń.

## Podsumowanie

Stylize to suwak między „zrób dokładnie to, co napisałem” a „zaskocz mnie”. Nie ma jednej dobrej wartości: inna sprawdzi się przy zdjęciu kubka do sklepu internetowego, a inna przy okładce powieści fantasy. Ważne, by wybierać ją świadomie, a nie zostawiać domyślnej z przyzwyczajenia.
$md$,
  array['midjourney', 'parametry', 'stylize'],
  3,
  'published',
  '2026-02-24 09:00:00+01'
),
(
  'midjourney-proporcje-obrazu-ar',
  'midjourney',
  'Proporcje obrazu w Midjourney: parametr --ar od Instagrama po plakat',
  'Domyślny kwadrat rzadko pasuje do projektu. Wyjaśniamy, jak działa --ar, jakie proporcje wybrać do mediów społecznościowych, druku i stron WWW oraz jak proporcje wpływają na kompozycję.',
  $md$
## Jak działa --ar

Parametr `--ar` (pełna nazwa: `--aspect`) ustala proporcje obrazu, czyli stosunek szerokości do wysokości. Domyślnie Midjourney generuje kwadrat 1:1. Wartość wpisujesz jako dwie liczby całkowite oddzielone dwukropkiem, np. `--ar 16:9`. Ułamki dziesiętne nie są akceptowane, więc zamiast `1.85:1` wpisz `185:100`.

Proporcje to nie rozdzielczość: `--ar 3:2` mówi, jaki kształt ma mieć kadr, a liczba pikseli zależy od wersji modelu i późniejszego skalowania.

## Ściągawka proporcji

| Proporcje | Zastosowanie |
|---|---|
| 1:1 | avatary, posty w siatce profilu, okładki albumów |
| 4:5 | pionowe posty na Instagramie i Facebooku |
| 9:16 | relacje, rolki, tapety na telefon |
| 16:9 | miniatury wideo, prezentacje, tła stron |
| 3:2 | klasyczny kadr fotograficzny, odbitki 10×15 cm |
| 2:3 | plakaty i okładki książek w pionie |
| 5:7 | plakat 50×70 cm |
| 100:141 | pionowe formaty papieru A4 i A3 (proporcja 1:√2) |
| 21:9 | kinowe panoramy, szerokie nagłówki stron |

## Proporcje zmieniają kompozycję

Midjourney nie przycina kwadratu — komponuje obraz od nowa dla zadanego kształtu. W szerokim kadrze 21:9 model chętnie dodaje otoczenie, horyzont i przestrzeń, a w wąskim 9:16 stawia na postać w pełnej sylwetce lub pionowe elementy architektury. Ten sam prompt w różnych proporcjach potrafi opowiedzieć zupełnie inne historie.

Praktyczne wnioski:

- Portret w kadrze 16:9 często wychodzi jako plan średni z dużą ilością tła. Jeśli zależy ci na twarzy, wybierz 4:5 albo 2:3.
- Krajobraz w kwadracie traci oddech. Do pejzaży lepiej sprawdzają się 3:2, 16:9 lub 21:9.
- Skrajne proporcje, np. 4:1, są możliwe, ale wyniki bywają mniej przewidywalne — pomaga dopisanie do promptu informacji o kompozycji, np. „szeroka panorama”.

## Zostaw miejsce na tekst

Jeśli obraz ma być tłem dla nagłówka lub przycisku, zaplanuj to w prompcie: „dużo pustej przestrzeni po lewej stronie”, „jednolite niebo w górnej części kadru”. W połączeniu z odpowiednimi proporcjami oszczędzi ci to późniejszego rozszerzania obrazu.

## Zmiana proporcji po fakcie

Gdy masz gotowy obraz w złych proporcjach, nie musisz generować go od nowa. Narzędzia Zoom Out i Pan w Midjourney dogenerowują brakujące fragmenty kadru, a w edytorze możesz zmienić proporcje i pozwolić modelowi uzupełnić tło. Podobnie działa rozszerzanie obrazu (Generative Expand) w Photoshopie. Efekt bywa bardzo dobry przy jednolitych tłach, gorszy przy złożonych scenach z wieloma postaciami.

## Proporcje a druk

Proporcje z promptu warto od razu dopasować do formatu, w którym obraz zostanie wydrukowany. Plakat 50×70 cm ma proporcje 5:7 — przy `--ar 2:3` zabraknie ci kawałka obrazu albo trzeba będzie go przyciąć. Policz to przed generowaniem, a nie w drukarni. O tym, ilu pikseli potrzebujesz do wydruku, piszemy w osobnym poradniku o skalowaniu obrazów.
$md$,
  array['midjourney', 'parametry', 'proporcje'],
  2,
  'published',
  '2026-03-17 09:00:00+01'
),
(
  'dall-e-3-i-gpt-image-w-chatgpt',
  'post',
  'Od DALL·E 3 do GPT Image: jak ChatGPT generuje obrazy',
  'OpenAI przeszło drogę od osobnego modelu DALL·E do generowania obrazów wbudowanego w model językowy. Wyjaśniamy, co się zmieniło, w czym ChatGPT jest najlepszy i na co uważać.',
  $md$
## Krótka historia

DALL·E 3 zadebiutował jesienią 2023 roku i od razu trafił do ChatGPT. Jego największą przewagą było rozumienie długich, złożonych opisów: ChatGPT sam przepisywał prośbę użytkownika na szczegółowy prompt, a model trzymał się go wyraźnie lepiej niż poprzednicy.

W marcu 2025 roku OpenAI zastąpiło w ChatGPT model DALL·E 3 generowaniem obrazów wbudowanym bezpośrednio w GPT-4o. W kwietniu 2025 roku ta technologia trafiła do API jako model `gpt-image-1`, a kolejne wersje rozwijają tę samą linię. Dla użytkownika najważniejsza zmiana polega na tym, że obraz powstaje w tej samej rozmowie i „rozumie” jej kontekst.

## W czym GPT Image jest mocny

- **Wierność instrukcjom** — radzi sobie z opisami zawierającymi wiele obiektów, relacji przestrzennych i konkretnych liczb.
- **Tekst na obrazie** — krótkie napisy, etykiety i nagłówki wychodzą czytelnie znacznie częściej niż w starszych modelach.
- **Edycja w rozmowie** — możesz poprosić o zmianę jednego elementu („zamień kubek na szklankę, resztę zostaw”) bez pisania promptu od nowa.
- **Praca na przesłanych obrazach** — szkic, zdjęcie produktu lub logo może posłużyć jako punkt wyjścia.
- **Przezroczyste tło** — przydatne przy grafikach przeznaczonych do dalszej obróbki.

## Ograniczenia

- **Estetyka** — domyślne obrazy są poprawne, ale mniej charakterystyczne niż w Midjourney. Styl trzeba opisać wprost.
- **Spójność serii** — przy wielu obrazach w tej samej stylistyce drobne różnice się kumulują. Pomaga przesłanie wcześniejszego obrazu jako wzoru.
- **Zasady dotyczące treści** — ChatGPT odmówi wygenerowania części materiałów, np. realistycznych wizerunków znanych osób w kompromitujących sytuacjach czy grafik łudząco podobnych do chronionych znaków towarowych.
- **Czas generowania** — obraz powstaje wolniej niż w wielu konkurencyjnych narzędziach.
- **Formaty** — do wyboru jest kilka stałych rozmiarów (kwadrat, poziom, pion), a nie dowolne proporcje.

## Jak pisać prośby

GPT Image najlepiej reaguje na naturalny język i kontekst zastosowania. Zamiast listy słów kluczowych opisz cel:

> Przygotuj poziomą grafikę na baner wydarzenia „Warsztaty AI dla projektantów”. Tło: jasna, minimalistyczna pracownia z roślinami. Tytuł duży, bezszeryfowy, ciemnogranatowy, po lewej stronie. Po prawej zostaw miejsce na zdjęcie prowadzącej.

Jeśli wynik jest prawie dobry, nie zaczynaj od nowa — wskaż, co dokładnie zmienić. Model pamięta poprzednią wersję i zwykle zachowuje resztę kompozycji.

## Polskie znaki i tekst

Krótkie polskie napisy GPT Image zazwyczaj odwzorowuje poprawnie, ale w dłuższych zdaniach zdarzają się zgubione ogonki lub przestawione litery. Zasada bezpieczeństwa: tekst na obrazie trzymaj krótki, a pełną treść dodawaj w programie graficznym.

## Oznaczenia pochodzenia

Obrazy z ChatGPT i z API zawierają metadane C2PA (Content Credentials), które wskazują, że powstały z użyciem narzędzi OpenAI. Metadane łatwo usunąć, na przykład robiąc zrzut ekranu, więc nie są dowodem autentyczności — ale w świetle unijnych wymogów przejrzystości nie warto usuwać ich celowo.

## Dla kogo?

ChatGPT to dobry wybór, gdy liczy się precyzja instrukcji, szybkie poprawki w rozmowie i grafiki z krótkim tekstem: materiały do prezentacji, proste infografiki, makiety. Do artystycznych kadrów o wyrazistym stylu często lepiej sprawdza się Midjourney, a do pracy na własnym sprzęcie — modele otwarte, takie jak Flux czy Stable Diffusion.
$md$,
  array['chatgpt', 'dall-e', 'openai', 'gpt image'],
  3,
  'published',
  '2026-04-07 09:00:00+02'
),
(
  'adobe-firefly-licencje-i-uzycie-komercyjne',
  'post',
  'Adobe Firefly a licencje: co znaczy „bezpieczny do użytku komercyjnego”',
  'Firefly jest reklamowany jako generator, którego wyniki można spokojnie wykorzystać w pracy dla klienta. Sprawdzamy, na czym opiera się ta obietnica, gdzie się kończy i jak działają kredyty generatywne.',
  $md$
## Na czym trenowano Firefly

Adobe podkreśla, że własne modele Firefly trenowano na materiałach, do których firma ma prawa: licencjonowanych zasobach Adobe Stock, treściach na otwartych licencjach oraz materiałach z domeny publicznej, do których prawa autorskie wygasły. To odróżnia Firefly od modeli trenowanych na masowo pobieranych danych z internetu i jest podstawą hasła „commercially safe”.

Nie oznacza to jednak, że każdy wynik jest automatycznie wolny od problemów. Jeśli poprosisz o postać łudząco podobną do znanego bohatera kreskówki albo o logo konkurencji, odpowiedzialność za użycie takiego obrazu nadal spoczywa na tobie.

## Ochrona prawna dla firm

Klientom korporacyjnym Adobe oferuje w wybranych planach zobowiązanie do ochrony przed roszczeniami z tytułu własności intelektualnej (tzw. IP indemnification) dotyczące treści wygenerowanych modelami Firefly. Szczegóły zależą od umowy: zakresu, planu i sposobu użycia. Jeśli ta ochrona jest dla ciebie argumentem, sprawdź warunki w swojej umowie, a nie w materiałach marketingowych.

## Modele partnerskie — ważne zastrzeżenie

Aplikacja Firefly pozwala korzystać nie tylko z modeli Adobe, ale też z modeli partnerów, m.in. OpenAI, Google czy Black Forest Labs. Obietnica bezpieczeństwa komercyjnego dotyczy własnych modeli Firefly. Przy modelach partnerskich obowiązują ich zasady, a pochodzenie danych treningowych jest inne. W interfejsie zawsze sprawdzaj, który model wygenerował obraz.

## Content Credentials

Obrazy z Firefly otrzymują Content Credentials — metadane w standardzie C2PA, które informują, że przy ich tworzeniu użyto generatywnej AI. Adobe współtworzy Content Authenticity Initiative i konsekwentnie promuje ten standard. W praktyce:

- metadane sprawdzisz w narzędziu do weryfikacji Content Credentials lub w innym czytniku C2PA;
- część platform społecznościowych odczytuje je i oznacza obraz jako wygenerowany przez AI;
- przy eksporcie metadane mogą zniknąć, jeśli program ich nie obsługuje.

## Kredyty generatywne

Korzystanie z Firefly rozlicza się w kredytach generatywnych. Plany Creative Cloud i Firefly zawierają miesięczną pulę kredytów, a operacje zużywają ich różną liczbę — generowanie wideo czy obrazów w wysokiej rozdzielczości kosztuje więcej niż prosty obraz, a modele partnerskie zwykle więcej niż własne modele Adobe. Cennik się zmienia, więc przed większym projektem sprawdź aktualną tabelę.

## Gdzie Firefly sprawdza się najlepiej

- **Generative Fill i Generative Expand w Photoshopie** — usuwanie obiektów, uzupełnianie tła, rozszerzanie kadru. To najczęściej używane funkcje Firefly w codziennej pracy.
- **Warianty kampanii** — szybkie tła i sceny produktowe w spójnej stylistyce, z referencjami stylu i kompozycji.
- **Projekty dla klientów o wysokich wymaganiach prawnych** — banki, sektor publiczny, duże marki z rozbudowanym działem compliance.

## Lista kontrolna przed publikacją

1. Sprawdź, którym modelem wygenerowano obraz — własnym modelem Firefly czy partnerskim.
2. Upewnij się, że obraz nie przypomina cudzych znaków towarowych ani rozpoznawalnych postaci.
3. Zachowaj Content Credentials, jeśli kanał publikacji je obsługuje.
4. Zapisz prompt, model i datę — przydadzą się, gdy klient zapyta o pochodzenie grafiki.

## Podsumowanie

Firefly nie zwalnia z myślenia, ale ogranicza ryzyko tam, gdzie inne generatory pozostawiają znak zapytania: w kwestii pochodzenia danych treningowych. Dla agencji i działów marketingu to często argument ważniejszy niż sama jakość obrazów.
$md$,
  array['firefly', 'adobe', 'licencje', 'użytek komercyjny'],
  3,
  'published',
  '2026-04-28 09:00:00+02'
),
(
  'flux-black-forest-labs-przewodnik',
  'post',
  'Flux od Black Forest Labs: otwarte wagi, realizm i wersje do wyboru',
  'Flux w krótkim czasie stał się jednym z najważniejszych modeli obrazowych. Wyjaśniamy, kto za nim stoi, czym różnią się jego warianty i jak pisać do niego prompty.',
  $md$
## Kto stoi za Fluxem

Black Forest Labs to firma z niemieckiego Fryburga założona przez badaczy, którzy wcześniej współtworzyli latent diffusion i Stable Diffusion — m.in. Robina Rombacha, Andreasa Blattmanna i Patricka Essera. Pierwszą rodzinę modeli, FLUX.1, pokazali w sierpniu 2024 roku. Model oparty na architekturze transformera trenowanego metodą rectified flow ma około 12 miliardów parametrów i od razu zrobił wrażenie realizmem, poprawną anatomią dłoni oraz jakością tekstu na obrazach.

## Warianty FLUX.1

| Wariant | Dostęp | Licencja | Do czego |
|---|---|---|---|
| [pro] | API i serwisy partnerskie | komercyjna, płatność za obraz | najwyższa jakość, produkcja |
| [dev] | otwarte wagi | niekomercyjna licencja modelu | eksperymenty, badania, dostrajanie |
| [schnell] | otwarte wagi | Apache 2.0 | szybkie generowanie w 1–4 krokach |

Później pojawiły się m.in. FLUX1.1 [pro] z trybami Ultra (wyższa rozdzielczość) i Raw (bardziej naturalne, mniej wygładzone zdjęcia), zestaw narzędzi do uzupełniania obrazu i sterowania kompozycją oraz FLUX.1 Kontext — model do edycji obrazów poleceniami tekstowymi, który dobrze zachowuje wygląd postaci między kolejnymi edycjami. Następne generacje rozwijają te same kierunki.

## Licencja — przeczytaj przed użyciem

Najczęstsze nieporozumienie dotyczy wariantu [dev]. Otwarte wagi nie znaczą „wolno wszystko”: licencja FLUX.1 [dev] ogranicza komercyjne wykorzystanie samego modelu, a Black Forest Labs oferuje osobne licencje komercyjne. Jeśli budujesz produkt lub usługę, zacznij od wariantu [schnell] na licencji Apache 2.0 albo od płatnego API. Przed komercyjnym użyciem wyników z [dev] przeczytaj aktualny tekst licencji.

## Jak pisać prompty do Fluxa

Flux korzysta z rozbudowanego enkodera tekstu (T5), więc dobrze rozumie długie, opisowe zdania:

- pisz pełnymi zdaniami i opisuj relacje między obiektami;
- umieszczaj w cudzysłowie tekst, który ma się pojawić na obrazie;
- opisuj światło i obiektyw jak fotograf: „zdjęcie obiektywem 85 mm, mała głębia ostrości, zachodzące słońce za modelką”;
- nie licz na negatywne prompty — warianty destylowane, takie jak [dev] i [schnell], nie korzystają z klasycznego mechanizmu CFG, więc zamiast pisać, czego nie chcesz, dokładnie opisz to, co chcesz zobaczyć.

## Gdzie uruchomić

- **API Black Forest Labs** i platformy pośredniczące — najprostszy start bez własnego sprzętu.
- **ComfyUI na własnym komputerze** — pełna kontrola, LoRA, ControlNet. Wariant [dev] wymaga karty graficznej z dużą ilością pamięci albo wersji skwantyzowanych (np. FP8 lub GGUF), które zajmują mniej miejsca kosztem niewielkiej utraty jakości.
- **Narzędzia zewnętrzne** — Flux jest dostępny m.in. w Adobe Firefly jako model partnerski oraz w wielu serwisach do tworzenia grafik.

## Kiedy wybrać Fluxa

Flux to mocny wybór do fotorealizmu, zdjęć produktowych i projektów, w których chcesz wytrenować własną LoRA, np. na zdjęciach produktu albo w stylu marki. Jeśli zależy ci na artystycznym, „malarskim” charakterze bez długiego promptowania, Midjourney nadal bywa wygodniejszy. A gdy potrzebujesz pełnej kontroli nad każdym krokiem i jesteś gotów poświęcić czas na konfigurację, lokalny Flux w ComfyUI daje możliwości, jakich nie oferuje żadna usługa w przeglądarce.
$md$,
  array['flux', 'open source', 'modele'],
  3,
  'published',
  '2026-05-19 09:00:00+02'
),
(
  'ideogram-tekst-na-obrazach',
  'post',
  'Ideogram i tekst na obrazach: jak uzyskać czytelne napisy, także po polsku',
  'Ideogram od początku specjalizuje się w typografii w grafikach generowanych przez AI. Podpowiadamy, jak pisać prompty z tekstem, jak radzić sobie z polskimi znakami i kiedy lepiej dodać napis ręcznie.',
  $md$
## Dlaczego tekst był problemem

Wczesne generatory obrazów traktowały litery jak kolejną teksturę. Model wiedział, że na szyldzie „powinny być jakieś znaki”, ale nie umiał ich poprawnie ułożyć. Efekt znamy: pseudonapisy przypominające alfabet z innej planety.

Ideogram, założony przez byłych badaczy Google Brain, którzy wcześniej pracowali nad modelem Imagen, postawił typografię w centrum. Już pierwsza wersja z 2023 roku radziła sobie z napisami wyraźnie lepiej niż konkurencja, a kolejne — Ideogram 2.0 z 2024 roku i Ideogram 3.0 z 2025 roku — przyniosły m.in. lepszy fotorealizm, referencje stylu i edytor Canvas.

## Jak pisać prompty z tekstem

1. **Umieść tekst w cudzysłowie.** `Plakat festiwalu z napisem "LATO W MIEŚCIE" dużymi literami` — cudzysłów jasno oddziela treść napisu od opisu sceny.
2. **Określ miejsce i krój pisma.** „Na górze, pogrubiony krój bezszeryfowy”, „odręczny napis kredą na tablicy”.
3. **Pisz krótko.** Od dwóch do pięciu słów to obszar, w którym modele są najpewniejsze. Dłuższe zdania zwiększają ryzyko literówek.
4. **Opisz hierarchię.** Jeśli napisów jest kilka, wskaż, który jest tytułem, a który podpisem.
5. **Generuj kilka wariantów.** Nawet najlepszy model czasem pomyli literę — wybierz wersję bez błędów.

## Polskie znaki diakrytyczne

Litery „ą”, „ę”, „ł”, „ś”, „ż”, „ź”, „ć”, „ń” i „ó” pojawiają się w danych treningowych rzadziej niż alfabet angielski. W praktyce model czasem zgubi ogonek albo kreskę, a „Ł” zamieni w „L”. Co pomaga:

- wybieraj słowa z niewielką liczbą znaków diakrytycznych, jeśli masz taką możliwość;
- sprawdzaj każdą literę w powiększeniu — błąd w słowie „źdźbło” łatwo przeoczyć na miniaturze;
- poprawiaj pojedyncze litery edycją fragmentu (Magic Fill w Ideogram Canvas) zamiast generować całość od nowa;
- w materiałach do druku traktuj napis z AI jako szkic i złóż finalny tekst w programie graficznym prawdziwym fontem.

## Magic Prompt — włączać czy nie?

Funkcja Magic Prompt rozbudowuje twój krótki opis o szczegóły. Przy szybkich pomysłach to wygoda, ale przy tekście potrafi przeszkodzić: dopisany opis czasem zmienia brzmienie napisu albo dodaje kolejne elementy typograficzne. Gdy tekst jest najważniejszy, wyłącz Magic Prompt i napisz prompt samodzielnie.

## Do czego używać Ideogramu

- okładki i miniatury z tytułem,
- plakaty wydarzeń i zaproszenia,
- makiety opakowań i etykiet,
- koncepcje logotypów typograficznych — jako inspiracja, nie gotowy znak; więcej na ten temat w naszym tekście o AI w projektowaniu marki.

## Alternatywy

Czytelny tekst generują dziś także GPT Image w ChatGPT, Flux i nowsze wersje Midjourney. Różnice dotyczą głównie długich napisów, nietypowych krojów i języków innych niż angielski — dlatego przed większym projektem warto przetestować ten sam prompt w dwóch lub trzech narzędziach i porównać wyniki litera po literze.
$md$,
  array['ideogram', 'typografia', 'tekst na obrazach'],
  3,
  'published',
  '2026-06-09 09:00:00+02'
),
(
  'negatywne-prompty-i-parametr-no',
  'midjourney',
  'Negatywne prompty i parametr --no: jak powiedzieć modelowi, czego nie chcesz',
  'Napisanie „bez ludzi” w prompcie często sprowadza ludzi do kadru. Wyjaśniamy, dlaczego tak się dzieje i jak poprawnie wykluczać elementy w Midjourney oraz w Stable Diffusion.',
  $md$
## Paradoks negacji

Modele obrazowe rozumieją słowa jako zbiór skojarzeń wizualnych. Gdy piszesz „ulica bez samochodów”, w opisie pojawia się słowo „samochody” — i model, zamiast je wykluczyć, często je wzmacnia. Nowsze modele z mocniejszymi enkoderami tekstu radzą sobie z negacją lepiej, ale zasada nadal się sprawdza: w głównym prompcie opisuj to, co chcesz zobaczyć, a wykluczenia przekazuj osobnym mechanizmem.

## Parametr --no w Midjourney

W Midjourney do wykluczania służy parametr `--no`:

```
pusta ulica starego miasta o świcie, mokry bruk, mgła --no samochody, ludzie
```

Kilka elementów oddzielasz przecinkami, a Midjourney traktuje każdy z nich jako osobną rzecz do wyeliminowania. Pod spodem `--no` działa jak fragment multipromptu z wagą −0,5: `--no samochody` odpowiada zapisowi `samochody::-0.5`.

## Multiprompty i wagi

Podwójny dwukropek `::` dzieli prompt na części, którym możesz nadać wagi:

```
ogród japoński::2 kamienna latarnia::1 ludzie::-0.5
```

Dwie zasady:

- suma wag musi pozostać dodatnia, inaczej Midjourney odrzuci polecenie;
- ujemne wagi działają subtelnie — jeśli element wciąż się pojawia, zamiast zwiększać ujemną wagę, przeformułuj opis pozytywny („opustoszały”, „o świcie, zanim pojawią się turyści”).

## Negatywny prompt w Stable Diffusion

W Stable Diffusion negatywny prompt to osobne pole. W każdym kroku generowania model odpycha obraz od tego opisu dzięki mechanizmowi classifier-free guidance (CFG). Typowe zastosowania:

| Problem | Przykładowy negatywny prompt |
|---|---|
| zniekształcone dłonie | `deformed hands, extra fingers` |
| napisy i znaki wodne | `text, watermark, signature` |
| rozmycie | `blurry, out of focus` |
| niechciany styl | `cartoon, 3d render` (gdy chcesz fotografii) |

Uważaj na „uniwersalne” listy kilkudziesięciu słów kopiowane z forów. Przy modelach SDXL i nowszych zwykle szkodzą bardziej, niż pomagają: spłaszczają styl i ograniczają różnorodność. Zacznij od pustego pola i dopisuj tylko to, co faktycznie psuje wyniki.

## Modele bez negatywnego promptu

Nie każdy model obsługuje wykluczenia. Destylowane wersje Fluxa nie korzystają z klasycznego CFG, a narzędzia konwersacyjne, takie jak ChatGPT, nie mają osobnego pola. Tam najlepiej sprawdza się precyzyjny opis pozytywny i polecenia edycji: „usuń napis z tła”, „pokaż tę samą scenę bez ludzi”.

## Sprawdzone nawyki

1. Najpierw popraw opis pozytywny — to on wykonuje większość pracy.
2. Do `--no` wpisuj rzeczowniki, a nie całe zdania.
3. Testuj jedno wykluczenie naraz, żeby wiedzieć, które działa.
4. Jeśli element uparcie wraca, usuń z promptu słowa, które go przywołują — „plaża” przyciąga ludzi, „deszczowa plaża poza sezonem” już znacznie mniej.
$md$,
  array['midjourney', 'prompty', 'negatywne prompty', 'stable diffusion'],
  2,
  'published',
  '2026-06-30 09:00:00+02'
),
(
  'stable-diffusion-na-wlasnym-komputerze',
  'post',
  'Stable Diffusion na własnym komputerze: od czego zacząć',
  'Lokalne generowanie obrazów daje pełną kontrolę, prywatność i brak abonamentu. Wyjaśniamy, jakiego sprzętu potrzebujesz, który interfejs wybrać i czym są LoRA oraz ControlNet.',
  $md$
## Dlaczego lokalnie

Stable Diffusion zadebiutował w sierpniu 2022 roku jako model z publicznie dostępnymi wagami, stworzony przez Stability AI we współpracy z grupą CompVis z monachijskiego uniwersytetu LMU i firmą Runway. To otworzyło drogę do uruchamiania generatora na własnym sprzęcie. Zalety:

- **prywatność** — obrazy i prompty nie opuszczają twojego komputera;
- **kontrola** — wybierasz model, sampler, liczbę kroków i każdy parametr;
- **rozszerzalność** — tysiące modeli i dodatków tworzonych przez społeczność;
- **brak limitów** — płacisz tylko za prąd.

## Wersje modelu w skrócie

| Wersja | Rok | Natywna rozdzielczość | Uwagi |
|---|---|---|---|
| SD 1.5 | 2022 | 512×512 | ogromny ekosystem dodatków, niskie wymagania |
| SDXL | 2023 | 1024×1024 | znacznie lepsza jakość i kompozycja |
| SD 3.5 | 2024 | ok. 1 megapiksela | nowa architektura, lepsze rozumienie promptu |

Licencje różnią się między wersjami. Modele SD 3.5 udostępniono na licencji Stability AI Community License, która pozwala na bezpłatne użycie komercyjne firmom z rocznym przychodem poniżej miliona dolarów; większe organizacje potrzebują licencji Enterprise.

## Sprzęt

Najważniejsza jest karta graficzna i jej pamięć (VRAM). Orientacyjnie:

- **4–6 GB VRAM** — SD 1.5, wolniej i z optymalizacjami;
- **8–12 GB** — komfortowa praca z SDXL;
- **16 GB i więcej** — większe modele, wysoka rozdzielczość, trening LoRA.

Najlepiej wspierane są karty NVIDIA. Karty AMD i komputery Apple z procesorami serii M też sobie radzą, choć konfiguracja bywa trudniejsza, a generowanie wolniejsze.

## Interfejs: ComfyUI czy coś prostszego?

- **ComfyUI** — interfejs węzłowy, w którym budujesz przepływ pracy z bloków. Na początku onieśmiela, ale daje największe możliwości i najszybciej wspiera nowe modele.
- **Forge i AUTOMATIC1111** — klasyczne interfejsy z formularzem i zakładkami. Łatwe na start, z wieloma rozszerzeniami.
- **InvokeAI** — dopracowany interfejs z płótnem do edycji, przyjazny dla grafików.

## Ustawienia, które warto znać

- **Steps** — liczba kroków odszumiania; 20–30 zwykle wystarcza.
- **CFG scale** — jak mocno obraz trzyma się promptu; dla SDXL najczęściej 5–8. Zbyt wysokie wartości dają przesycone, „przepalone” obrazy.
- **Sampler** — algorytm odszumiania, np. DPM++ 2M albo Euler a. Różnice są subtelne; wybierz jeden i naucz się go.
- **Seed** — ziarno losowości; to samo ziarno z tymi samymi ustawieniami daje powtarzalny wynik.

## LoRA i ControlNet

**LoRA** to niewielki plik (zwykle od kilkunastu do kilkuset megabajtów), który dostraja model do konkretnego stylu, postaci lub produktu. Możesz pobrać gotowy albo wytrenować własny na kilkunastu lub kilkudziesięciu zdjęciach.

**ControlNet** pozwala sterować kompozycją za pomocą dodatkowego obrazu: szkicu, mapy głębi, krawędzi albo pozy postaci. To najlepszy sposób, by model trzymał się twojego układu zamiast wymyślać własny.

## Bezpieczeństwo

Pobieraj modele w formacie `.safetensors`. Starszy format `.ckpt` opiera się na mechanizmie pickle z Pythona, który przy wczytywaniu pliku może wykonać dowolny kod. Korzystaj ze sprawdzonych źródeł, takich jak Hugging Face, i czytaj licencje modeli — wiele z nich ma własne ograniczenia użycia.
$md$,
  array['stable diffusion', 'open source', 'comfyui', 'lokalnie'],
  3,
  'published',
  '2026-07-21 09:00:00+02'
),
(
  'skalowanie-obrazow-ai-do-druku',
  'post',
  'Skalowanie obrazów AI do druku: rozdzielczość, DPI i upscalery',
  'Obraz z generatora wygląda świetnie na ekranie, ale na plakacie A3 robi się miękki. Liczymy, ilu pikseli naprawdę potrzebujesz, i porównujemy sposoby powiększania grafik AI.',
  $md$
## Ile pikseli daje generator

Większość generatorów tworzy obrazy o rozdzielczości około jednego megapiksela, czyli w okolicach 1024×1024 pikseli dla kwadratu. Wbudowane upscalery, np. w Midjourney, podwajają wymiary, co daje około 2048×2048 pikseli. To dużo na ekran, ale niewiele na wydruk.

## Podstawowy rachunek

Drukarnie zwykle oczekują 300 DPI (punktów na cal) dla materiałów oglądanych z bliska i około 150 DPI dla plakatów oglądanych z pewnej odległości. Wzór jest prosty: wymiar w pikselach = wymiar w calach × DPI, a cal to 2,54 cm.

| Format | Wymiary | 300 DPI | 150 DPI |
|---|---|---|---|
| A5 | 14,8×21 cm | 1748×2480 px | 874×1240 px |
| A4 | 21×29,7 cm | 2480×3508 px | 1240×1754 px |
| A3 | 29,7×42 cm | 3508×4961 px | 1754×2480 px |
| plakat | 50×70 cm | 5906×8268 px | 2953×4134 px |

Obraz 2048×2048 px wystarczy więc na kwadratowy wydruk o boku około 17 cm w 300 DPI. Na plakat potrzebujesz kolejnego powiększenia.

## Trzy rodzaje upscalerów

1. **Klasyczna interpolacja** (np. dwusześcienna w programie graficznym) — nie dodaje szczegółów, tylko rozciąga piksele. Przy dwukrotnym powiększeniu bywa akceptowalna, przy większym obraz staje się miękki.
2. **Upscalery oparte na sieciach neuronowych** — modele takie jak Real-ESRGAN czy funkcja Super Resolution w Adobe Camera Raw odtwarzają krawędzie i tekstury, trzymając się oryginału. Dobre do zdjęć i ilustracji, w których liczy się wierność.
3. **Upscalery kreatywne** — narzędzia w rodzaju Magnific czy tryb Creative w Midjourney ponownie „przerysowują” obraz z pomocą modelu dyfuzyjnego i dodają nowe detale. Efekt potrafi zachwycić, ale może zmienić twarze, napisy i drobne elementy.

## Jak wybrać

- **Portret lub produkt klienta** — upscaler wierny oryginałowi, ewentualnie kreatywny z niską siłą działania.
- **Ilustracja fantasy, tekstury, krajobrazy** — upscaler kreatywny, bo dodane detale zwykle pasują do charakteru obrazu.
- **Grafika z tekstem lub logo** — unikaj upscalerów kreatywnych; napisy lepiej złożyć ponownie w programie wektorowym.

## Przepływ pracy do druku

1. Wygeneruj obraz od razu w docelowych proporcjach, by nie tracić pikseli na przycinanie.
2. Użyj wbudowanego upscalera generatora.
3. Jeśli to za mało, powiększ obraz dodatkowo upscalerem sieciowym do wymaganych wymiarów.
4. Obejrzyj wynik w skali 100% — szukaj artefaktów na krawędziach, w oczach, dłoniach i napisach.
5. Przygotuj kolory w profilu wskazanym przez drukarnię (często CMYK) i zamów wydruk próbny.

## Nie przesadzaj z DPI

Billboard oglądany z kilkudziesięciu metrów nie potrzebuje 300 DPI — często wystarczy kilkadziesiąt. Zamiast ślepo trzymać się jednej liczby, zapytaj drukarnię o wymagania dla konkretnego formatu i odległości oglądania. Zaoszczędzisz czas na powiększaniu i unikniesz plików ważących setki megabajtów.
$md$,
  array['upscaling', 'druk', 'rozdzielczość'],
  2,
  'published',
  '2026-08-11 09:00:00+02'
),
(
  'prawo-autorskie-do-obrazow-ai-polska-i-ai-act',
  'post',
  'Prawa autorskie do obrazów AI w Polsce i UE: co wiemy, a co wciąż jest niejasne',
  'Czy obraz z Midjourney jest utworem? Czy trzeba oznaczać grafiki AI? Porządkujemy przepisy polskiej ustawy o prawie autorskim i unijnego AI Act — bez straszenia i bez uproszczeń.',
  $md$
> Ten tekst ma charakter informacyjny i nie jest poradą prawną. Przy konkretnych umowach skonsultuj się z prawnikiem specjalizującym się w prawie własności intelektualnej.

## Utwór wymaga człowieka

Polska ustawa o prawie autorskim i prawach pokrewnych z 1994 roku w art. 1 określa utwór jako „przejaw działalności twórczej o indywidualnym charakterze”. W polskiej doktrynie dominuje pogląd, że twórcą może być wyłącznie człowiek. Podobnie Trybunał Sprawiedliwości UE opisuje utwór jako własną twórczość intelektualną autora, wyrażającą jego swobodne i twórcze wybory.

Wniosek: obraz wygenerowany w całości przez AI na podstawie krótkiego promptu najpewniej nie jest utworem i nie jest chroniony prawem autorskim. Nikt nie ma do niego wyłącznych praw — także ty.

## Kiedy wkład człowieka ma znaczenie

Sytuacja się zmienia, gdy AI jest narzędziem, a nie autorem. Ochrona może obejmować:

- twórczy wybór i układ wielu obrazów, np. w kolażu lub publikacji;
- znaczącą ręczną obróbkę: domalowanie, łączenie z innymi elementami, retusz;
- własny szkic lub zdjęcie, które model jedynie przetworzył, jeśli twórczy charakter oryginału pozostał widoczny.

Sam prompt, nawet długi, według dotychczasowych stanowisk (np. raportu amerykańskiego Copyright Office ze stycznia 2025 roku) zwykle nie wystarcza, by uznać kogoś za autora obrazu. W Polsce brakuje utrwalonego orzecznictwa w tej sprawie, dlatego warto dokumentować swój wkład: zapisywać szkice, wersje robocze i kolejne etapy obróbki.

## Umowy z klientami

Skoro do czystego wyniku AI może nie przysługiwać prawo autorskie, klasyczna klauzula o przeniesieniu autorskich praw majątkowych może nie mieć przedmiotu. Uczciwe rozwiązanie to jawność: poinformuj klienta, które elementy powstały z pomocą AI, jakim narzędziem i na jakich warunkach licencyjnych, a w umowie opisz także sam sposób korzystania z materiałów.

## Trenowanie modeli na cudzych utworach

Dyrektywa UE 2019/790 (tzw. dyrektywa DSM) dopuszcza eksplorację tekstów i danych, także w celach komercyjnych, o ile uprawniony tego nie zastrzegł — w przypadku treści publikowanych w internecie zastrzeżenie powinno mieć formę nadającą się do odczytu maszynowego. Polska wdrożyła te przepisy nowelizacją prawa autorskiego w 2024 roku. Jeśli nie chcesz, by twoje prace trafiały do zbiorów treningowych, zamieść takie zastrzeżenie na swojej stronie, np. w regulaminie, w metadanych i w pliku robots.txt dla znanych robotów indeksujących na potrzeby AI.

## AI Act: harmonogram

Rozporządzenie (UE) 2024/1689, czyli AI Act, weszło w życie 1 sierpnia 2024 roku, a jego przepisy stosuje się etapami:

| Od kiedy | Co obowiązuje |
|---|---|
| 2 lutego 2025 | zakazane praktyki AI, obowiązek zapewnienia kompetencji w zakresie AI |
| 2 sierpnia 2025 | obowiązki dostawców modeli AI ogólnego przeznaczenia, m.in. polityka przestrzegania prawa autorskiego i streszczenie danych treningowych |
| 2 sierpnia 2026 | większość pozostałych przepisów, w tym obowiązki przejrzystości z art. 50 |

Pod koniec 2025 roku Komisja Europejska zaproponowała w pakiecie „Digital Omnibus” zmiany w harmonogramie części obowiązków, dlatego przed wdrożeniem procedur sprawdź aktualny stan prawny.

## Czy trzeba oznaczać obrazy AI?

Art. 50 AI Act rozdziela obowiązki:

- **dostawcy systemów generujących obrazy** muszą zapewnić, by wyniki były oznakowane w formacie nadającym się do odczytu maszynowego i wykrywalne jako wygenerowane sztucznie;
- **podmioty stosujące AI**, w tym firmy publikujące grafiki, muszą ujawniać, że treść została wygenerowana lub zmanipulowana, jeśli stanowi deepfake, czyli przypomina istniejące osoby, miejsca lub zdarzenia i mogłaby zostać fałszywie uznana za prawdziwą. Przy utworach ewidentnie artystycznych, satyrycznych lub fikcyjnych obowiązek ogranicza się do ujawnienia w sposób, który nie psuje odbioru dzieła.

Ilustracja smoka na okładce książki nie jest deepfake'iem. Realistyczne „zdjęcie” burmistrza przecinającego wstęgę na otwarciu, które nigdy się nie odbyło — już tak.

## Praktyczne minimum

1. Nie usuwaj metadanych C2PA dodawanych przez generatory.
2. Oznaczaj realistyczne obrazy osób i zdarzeń jako wygenerowane przez AI.
3. Dokumentuj swój twórczy wkład.
4. Czytaj licencje narzędzi — to one określają, co wolno ci zrobić z wynikiem.
$md$,
  array['prawo', 'prawo autorskie', 'ai act', 'unia europejska'],
  3,
  'published',
  '2026-09-01 09:00:00+02'
),
(
  'midjourney-referencje-stylu-sref',
  'midjourney',
  'Referencje stylu w Midjourney: --sref, kody stylu i spójna seria grafik',
  'Jedna ładna grafika to za mało — projekty potrzebują serii w jednym stylu. Pokazujemy, jak działają referencje stylu, kody sref i waga --sw oraz czym różnią się od referencji postaci.',
  $md$
## Problem spójności

Każdy prompt w Midjourney startuje od nowa. Nawet przy tym samym opisie kolejne obrazy różnią się paletą, fakturą i sposobem rysowania. Przy kampanii, ilustracjach do książki czy grafikach na bloga to poważny kłopot. Odpowiedzią są referencje stylu.

## Jak działa --sref

Parametr `--sref` przyjmuje adres obrazu (lub kilku obrazów), z którego Midjourney ma przejąć styl: kolorystykę, technikę, fakturę i nastrój. Nie kopiuje przy tym treści — jeśli referencją jest akwarela z kotem, a prompt opisuje latarnię morską, dostaniesz latarnię w stylu tej akwareli.

```
latarnia morska na klifie o zachodzie słońca --sref https://example.com/moja-akwarela.png
```

W aplikacji webowej wystarczy przeciągnąć obraz do pola promptu i oznaczyć go jako referencję stylu.

## Kody stylu

Zamiast adresu możesz podać liczbowy kod stylu, np. `--sref 1234567`. Kody daje `--sref random`, który losuje styl i po wygenerowaniu pokazuje jego numer. Społeczność wymienia się ulubionymi kodami, a ty możesz budować własną bibliotekę. Pamiętaj, że kody są powiązane z wersją modelu — kod odkryty w jednej wersji Midjourney może w kolejnej dać inny efekt.

## Waga stylu --sw

Siłę wpływu referencji reguluje `--sw` w zakresie od 0 do 1000, domyślnie 100.

| Wartość --sw | Efekt |
|---|---|
| 0–50 | delikatna sugestia, prompt dominuje |
| 100 | ustawienie domyślne |
| 200–400 | styl wyraźnie narzucony |
| 500–1000 | styl dominuje, także kosztem treści promptu |

Podobnie jak przy innych parametrach, granice są orientacyjne — zależą od tego, jak charakterystyczny jest obraz referencyjny.

## Styl to nie postać

Referencja stylu nie gwarantuje, że ta sama postać będzie wyglądać identycznie na kolejnych obrazach. Do tego służą osobne mechanizmy: w wersji 6 był to `--cref` (referencja postaci), a w wersji 7 — Omni Reference (`--oref`) z wagą `--ow`, która przenosi wygląd postaci lub obiektu z obrazu referencyjnego. Referencję stylu i postaci możesz łączyć w jednym prompcie.

## Przepływ pracy dla serii

1. Wygeneruj lub wybierz od jednego do trzech obrazów bazowych, które dobrze oddają styl projektu.
2. Używaj ich jako `--sref` we wszystkich kolejnych promptach.
3. Ustal stałe parametry: proporcje, `--stylize`, wersję modelu.
4. Zapisz całą „recepturę” w dokumencie projektu, żeby inne osoby w zespole mogły ją powtórzyć.
5. Co kilka obrazów porównuj serię obok siebie — drobne odchylenia łatwiej wyłapać w zestawieniu.

## Prawa do referencji

Jako referencji używaj obrazów, do których masz prawa: własnych grafik, zdjęć z licencją albo wcześniejszych wyników z Midjourney. Wrzucanie cudzych ilustracji po to, by „pożyczyć” styl konkretnego artysty, to prosta droga do sporów — i praktyka wątpliwa etycznie.
$md$,
  array['midjourney', 'parametry', 'sref', 'spójność'],
  2,
  'published',
  '2026-09-22 09:00:00+02'
),
(
  'ai-w-projektowaniu-identyfikacji-marki',
  'post',
  'AI w projektowaniu identyfikacji marki: gdzie pomaga, a gdzie szkodzi',
  'Generatory obrazów przyspieszają pracę nad marką — od moodboardu po makiety. Logo to jednak osobna historia. Opisujemy proces, w którym AI wspiera projektanta, zamiast go udawać.',
  $md$
## Zacznij od strategii, nie od promptu

Żaden generator nie wie, po co istnieje twoja marka. Zanim otworzysz Midjourney, odpowiedz na kilka pytań: do kogo mówisz, czym się wyróżniasz, jaką osobowość ma marka. Pomocne bywa myślenie archetypami — dwunastoma uniwersalnymi wzorcami osobowości, takimi jak Mędrzec, Odkrywca, Opiekun czy Buntownik, spopularyzowanymi w marketingu przez Margaret Mark i Carol S. Pearson. Archetyp od razu podpowiada słownictwo do promptów: Odkrywca to przestrzeń, surowe materiały i naturalne światło, a Opiekun — ciepło, miękkość i bliskość.

## Gdzie AI naprawdę pomaga

- **Moodboardy** — w godzinę zbierzesz kilkadziesiąt kierunków wizualnych zamiast przeszukiwać banki zdjęć przez cały dzień.
- **Eksploracja palet i faktur** — warianty kolorystyczne tej samej sceny pokazują, jak marka „czuje się” w różnych barwach.
- **Makiety** — opakowania, szyldy, gadżety i materiały reklamowe w realistycznym otoczeniu, żeby klient zobaczył identyfikację w użyciu.
- **Ilustracje i zdjęcia kampanijne** — przy spójnych referencjach stylu AI może stać się stałym elementem systemu wizualnego.

## Dlaczego logo z generatora to zły pomysł

1. **Format** — generatory tworzą grafikę rastrową. Logo musi być wektorowe, skalowalne i czytelne nawet w rozmiarze ikony w karcie przeglądarki.
2. **Prawa** — obraz wygenerowany w całości przez AI najpewniej nie jest chroniony prawem autorskim, więc trudno wykazać wyłączność, jeśli ktoś go skopiuje.
3. **Znaki towarowe** — rejestracja w Urzędzie Patentowym RP lub w EUIPO wymaga zdolności odróżniającej. Generator, który uczył się na ogromnej liczbie istniejących grafik, łatwo zaproponuje coś łudząco podobnego do cudzego znaku.
4. **Generyczność** — modele ciążą ku temu, co typowe. Logo ma być nietypowe.

AI może jednak posłużyć jako szkicownik: pokazać kierunki, które projektant rozwinie i narysuje od zera w programie wektorowym.

## Spójność systemu

Identyfikacja to system, a nie pojedyncze obrazy. Żeby grafiki AI do niego pasowały:

- zdefiniuj stały zestaw referencji stylu (w Midjourney `--sref`, w Adobe Firefly referencje stylu i kompozycji);
- zapisz w księdze znaku nie tylko kolory i kroje pisma, ale także receptury promptów: słownictwo, parametry, zakazane motywy;
- wyznacz osobę, która zatwierdza każdą grafikę przed publikacją.

## Paleta kolorów i dostępność

AI chętnie proponuje efektowne zestawienia barw, ale nie sprawdza kontrastu. Zanim zatwierdzisz paletę, zweryfikuj ją narzędziem do badania kontrastu według wytycznych WCAG: zwykły tekst powinien mieć współczynnik kontrastu co najmniej 4,5:1 względem tła. Marka, której komunikatów nie da się przeczytać, nie spełnia swojej funkcji.

## Proces w pigułce

| Etap | Rola AI | Rola projektanta |
|---|---|---|
| strategia | inspiracje, burza mózgów | decyzje, archetyp, pozycjonowanie |
| moodboard | szybkie warianty | selekcja i uzasadnienie |
| logo | szkice kierunków | projekt wektorowy od podstaw |
| system wizualny | ilustracje, makiety, tła | zasady, spójność, kontrola jakości |

Najlepsze efekty daje podział ról, w którym AI odpowiada za tempo i liczbę wariantów, a człowiek — za sens, wybór i odpowiedzialność.
$md$,
  array['branding', 'projektowanie', 'logo', 'archetypy'],
  3,
  'published',
  '2026-10-27 09:00:00+01'
),
(
  'midjourney-nowa-wersja-notatki-robocze',
  'midjourney',
  'Szkic: notatki robocze o nowej wersji Midjourney',
  'Roboczy szkic redakcyjny — nie publikować przed sprawdzeniem faktów.',
  $md$
## Do sprawdzenia przed publikacją

- Które parametry zmieniły zakres wartości?
- Czy kody `--sref` z poprzedniej wersji dają ten sam efekt?
- Jak zmieniła się jakość tekstu na obrazach, także z polskimi znakami?

## Plan tekstu

1. Co nowego — krótko i na przykładach.
2. Porównanie tych samych promptów w starej i nowej wersji.
3. Wnioski dla osób, które pracują na seriach grafik.
$md$,
  array['midjourney', 'szkic'],
  1,
  'draft',
  null
)
on conflict (slug) do nothing;
