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

-- Glossary of AI image generation (/slownik-ai). Related slugs point at other terms and at articles above.

insert into public.glossary_terms
  (slug, term, also_known_as, definition, example, related_terms, related_posts)
values
('adapter-ip', 'IP-Adapter', 'Image Prompt Adapter',
 'Lekki moduł dołączany do modelu dyfuzyjnego, który pozwala użyć obrazu jako części promptu. Obraz referencyjny jest kodowany przez enkoder obrazu (zwykle CLIP), a jego cechy trafiają do modelu obok opisu tekstowego, bez ponownego trenowania całej sieci.',
 'W ComfyUI podajesz zdjęcie ulubionej kurtki przez IP-Adapter i opis „modelka na ulicy Krakowa nocą” — kurtka na wyniku ma podobny krój i kolor.',
 array['controlnet', 'referencja-stylu', 'stable-diffusion', 'clip'], array['stable-diffusion-na-wlasnym-komputerze']),
('ai-act', 'AI Act', 'Akt w sprawie sztucznej inteligencji, rozporządzenie (UE) 2024/1689',
 'Unijne rozporządzenie regulujące systemy sztucznej inteligencji według poziomu ryzyka. Dla generatorów obrazów najważniejsze są obowiązki przejrzystości: treści wygenerowane przez AI mają być oznaczane w formacie czytelnym maszynowo, a deepfake’i ujawniane odbiorcom.',
 'Agencja publikująca realistyczny, wygenerowany wizerunek prawdziwego polityka musi wyraźnie poinformować, że obraz został sztucznie wytworzony.',
 array['deepfake', 'c2pa', 'znak-wodny', 'prawo-autorskie-do-obrazow-ai'], array['prawo-autorskie-do-obrazow-ai-polska-i-ai-act']),
('autoenkoder-wariacyjny', 'Autoenkoder wariacyjny (VAE)', 'Variational Autoencoder',
 'Sieć, która kompresuje obraz do małej reprezentacji w przestrzeni ukrytej (enkoder) i odtwarza z niej piksele (dekoder). W modelach takich jak Stable Diffusion i Flux cała dyfuzja odbywa się na tej skompresowanej reprezentacji, a VAE zamienia wynik z powrotem na obraz.',
 'Wyblakłe kolory i „mydlane” detale w Stable Diffusion 1.5 często znikają po podmianie domyślnego VAE na lepiej dostrojony.',
 array['przestrzen-ukryta', 'model-dyfuzyjny', 'stable-diffusion'], array['stable-diffusion-na-wlasnym-komputerze']),
('bokeh', 'Bokeh', null,
 'Estetyka nieostrych partii zdjęcia, zwłaszcza miękkich, okrągłych plam światła w tle. W promptach to skrót na płytką głębię ostrości i „obiektywowy” wygląd fotografii portretowej.',
 'Prompt: „portret starszej pani na targu, 85 mm, f/1.8, miękki bokeh świateł w tle”.',
 array['glebia-ostrosci', 'fotorealizm', 'kompozycja'], array['jak-pisac-prompty-do-generatorow-obrazow']),
('c2pa', 'C2PA i Content Credentials', 'Coalition for Content Provenance and Authenticity',
 'Otwarty standard zapisywania pochodzenia pliku: kto i jakim narzędziem go utworzył oraz jak był edytowany. Metadane są podpisane kryptograficznie. Adobe Firefly i OpenAI dołączają je do generowanych obrazów, choć mogą zginąć np. przy zrzucie ekranu.',
 'Po wgraniu obrazu z Firefly do weryfikatora Content Credentials widać, że powstał z użyciem generatywnej AI.',
 array['znak-wodny', 'ai-act', 'deepfake'], array['adobe-firefly-licencje-i-uzycie-komercyjne', 'prawo-autorskie-do-obrazow-ai-polska-i-ai-act']),
('cfg', 'CFG (skala prowadzenia)', 'Classifier-Free Guidance, guidance scale',
 'Liczba określająca, jak mocno model ma trzymać się promptu. Niska wartość daje swobodniejsze, czasem niezgodne z opisem obrazy; zbyt wysoka — przesycone kolory i artefakty. W Stable Diffusion typowe są wartości 5–8, modele destylowane (np. Flux schnell) działają z inną skalą lub bez niej.',
 'Przy CFG 3 kot „w czerwonym kapeluszu” bywa bez kapelusza; przy CFG 7 kapelusz jest zawsze, przy CFG 20 obraz robi się jaskrawy i „przepalony”.',
 array['prompt', 'negatywny-prompt', 'kroki-probkowania', 'destylacja-modelu'], array['stable-diffusion-na-wlasnym-komputerze']),
('chaos', 'Chaos', 'parametr --chaos w Midjourney',
 'Parametr Midjourney (0–100) sterujący tym, jak bardzo różnią się od siebie cztery obrazy jednej siatki. Przy 0 są do siebie podobne, przy wysokich wartościach model eksploruje zaskakujące kompozycje i style.',
 '„plakat festiwalu jazzowego --chaos 60” daje cztery wyraźnie różne pomysły na plakat zamiast czterech wariantów jednego.',
 array['stylize', 'wariacje', 'ziarno'], array['midjourney-parametr-chaos']),
('checkpoint', 'Checkpoint', 'punkt kontrolny modelu',
 'Zapis wszystkich wag modelu w danym momencie treningu, zwykle jako plik .safetensors. W społeczności Stable Diffusion checkpointem nazywa się też pełny, dostrojony model o określonym stylu, do którego dokłada się np. LoRA.',
 'Pobierasz checkpoint SDXL wyspecjalizowany w fotografii produktowej i ładujesz go w ComfyUI zamiast modelu bazowego.',
 array['lora', 'model-bazowy', 'dostrajanie', 'otwarte-wagi'], array['stable-diffusion-na-wlasnym-komputerze']),
('clip', 'CLIP', 'Contrastive Language–Image Pre-training',
 'Model OpenAI z 2021 roku, który uczy się wspólnej reprezentacji tekstu i obrazów na setkach milionów par podpis–zdjęcie. Jego enkoder tekstu zamienia prompt na wektory w wielu modelach dyfuzyjnych, m.in. w Stable Diffusion.',
 'Limit 77 tokenów w prompcie Stable Diffusion 1.5 wynika z ograniczenia enkodera tekstu CLIP.',
 array['enkoder-tekstu', 'embedding', 'token', 'model-multimodalny'], array['jak-pisac-prompty-do-generatorow-obrazow']),
('comfyui', 'ComfyUI', null,
 'Darmowy interfejs open source do modeli dyfuzyjnych, w którym proces generowania buduje się z połączonych węzłów (wczytanie modelu, prompt, próbnik, dekoder VAE). Daje pełną kontrolę i pozwala zapisywać oraz udostępniać całe przepływy pracy.',
 'Przepływ w ComfyUI: Flux dev → ControlNet z pozą → upscaler → zapis PNG, uruchamiany jednym kliknięciem dla całej serii.',
 array['stable-diffusion', 'controlnet', 'probnik', 'lora'], array['stable-diffusion-na-wlasnym-komputerze', 'flux-black-forest-labs-przewodnik']),
('controlnet', 'ControlNet', null,
 'Dodatkowa sieć sterująca modelem dyfuzyjnym za pomocą mapy warunkującej: krawędzi, głębi, szkieletu pozy czy szkicu. Pozwala zachować kompozycję lub pozę z obrazu wejściowego, a resztę opisać promptem.',
 'Z mapy krawędzi zdjęcia kamienicy ControlNet generuje tę samą bryłę budynku w stylu akwareli.',
 array['adapter-ip', 'img2img', 'kompozycja', 'comfyui'], array['stable-diffusion-na-wlasnym-komputerze']),
('dane-treningowe', 'Dane treningowe', 'training data',
 'Zbiór przykładów, na których uczy się model — dla generatorów obrazów to zwykle miliony lub miliardy obrazów z podpisami. Od ich jakości, różnorodności i legalności zależą możliwości modelu, jego uprzedzenia i ryzyko prawne.',
 'Adobe podkreśla, że Firefly uczono na licencjonowanych zasobach Adobe Stock i treściach z domeny publicznej.',
 array['stronniczosc-modelu', 'prawo-autorskie-do-obrazow-ai', 'model-bazowy'], array['adobe-firefly-licencje-i-uzycie-komercyjne', 'prawo-autorskie-do-obrazow-ai-polska-i-ai-act']),
('deepfake', 'Deepfake', null,
 'Realistyczny obraz, nagranie lub dźwięk wygenerowany albo zmieniony przez AI tak, że przedstawia osobę mówiącą lub robiącą coś, czego nie zrobiła. AI Act wymaga ujawniania, że treść jest deepfake’iem; rozpowszechnianie cudzego wizerunku bez zgody narusza też prawo do wizerunku.',
 'Fałszywe „zdjęcie” znanej aktorki reklamującej suplement to deepfake naruszający jej dobra osobiste.',
 array['ai-act', 'c2pa', 'znak-wodny'], array['prawo-autorskie-do-obrazow-ai-polska-i-ai-act']),
('destylacja-modelu', 'Destylacja modelu', 'distillation',
 'Trenowanie mniejszego lub szybszego modelu tak, by naśladował wyniki większego. W generatorach obrazów destylacja pozwala uzyskać dobry obraz w kilku krokach zamiast kilkudziesięciu.',
 'Flux.1 schnell to destylowana wersja Fluxa, która daje użyteczne obrazy już w 1–4 krokach.',
 array['kroki-probkowania', 'cfg', 'kwantyzacja'], array['flux-black-forest-labs-przewodnik']),
('dit', 'DiT (Diffusion Transformer)', null,
 'Architektura modelu dyfuzyjnego, w której zamiast sieci U-Net pracuje transformer przetwarzający łatki obrazu jak tokeny. Lepiej się skaluje i na niej opierają się nowsze modele, m.in. Stable Diffusion 3 i Flux.',
 'Przejście z U-Netu na transformer to jeden z powodów, dla których Flux lepiej niż SDXL odwzorowuje napisy i relacje między obiektami.',
 array['transformer', 'u-net', 'model-dyfuzyjny', 'flow-matching'], array['flux-black-forest-labs-przewodnik']),
('dostrajanie', 'Dostrajanie (fine-tuning)', 'fine-tuning',
 'Dalsze trenowanie gotowego modelu na mniejszym, wyspecjalizowanym zbiorze danych, by nauczyć go stylu, produktu albo postaci. Pełne dostrajanie zmienia wszystkie wagi; metody takie jak LoRA zmieniają tylko niewielką ich część.',
 'Sklep z ceramiką dostraja model na 40 zdjęciach swoich kubków, żeby generować je w nowych aranżacjach.',
 array['lora', 'dreambooth', 'checkpoint', 'model-bazowy'], array['stable-diffusion-na-wlasnym-komputerze']),
('dreambooth', 'DreamBooth', null,
 'Metoda dostrajania modelu dyfuzyjnego na kilku zdjęciach konkretnego obiektu lub osoby, powiązanych z unikalnym słowem-kluczem. Po treningu model umieszcza ten obiekt w dowolnych scenach.',
 'Po treningu DreamBooth na 15 zdjęciach psa prompt „zdjęcie sks psa na Giewoncie” pokazuje właśnie tego psa.',
 array['dostrajanie', 'lora', 'spojnosc-postaci'], array[]::text[]),
('edycja-instrukcja', 'Edycja obrazu poleceniem', 'instruction-based editing',
 'Zmiana istniejącego obrazu przez opis słowny, bez zaznaczania obszaru: „zmień porę dnia na zmierzch”, „usuń przechodnia”. Potrafią to m.in. GPT Image w ChatGPT, Flux Kontext i Gemini, zachowując resztę kadru.',
 'Wgrywasz zdjęcie salonu i piszesz: „zamień kanapę na zieloną, welurową, reszty nie zmieniaj”.',
 array['inpainting', 'img2img', 'model-multimodalny'], array['dall-e-3-i-gpt-image-w-chatgpt', 'flux-black-forest-labs-przewodnik']),
('embedding', 'Embedding (osadzenie)', 'embedding',
 'Wektor liczb reprezentujący znaczenie słowa, zdania lub obrazu. Podobne znaczenia mają bliskie wektory. W generatorach obrazów prompt zamieniany jest na embeddingi, którymi model steruje odszumianiem; w Stable Diffusion „embeddingiem” nazywa się też mały plik z wyuczonym pojęciem (textual inversion).',
 'Embeddingi słów „kot” i „kocię” leżą blisko siebie, dlatego oba prompty dają podobne obrazy.',
 array['clip', 'enkoder-tekstu', 'token', 'przestrzen-ukryta'], array[]::text[]),
('enkoder-tekstu', 'Enkoder tekstu', 'text encoder',
 'Część generatora, która zamienia prompt na wektory zrozumiałe dla modelu obrazu. Jego wielkość decyduje o tym, jak dobrze model rozumie długie opisy, relacje przestrzenne i napisy: Stable Diffusion 1.5 używa CLIP, a Flux i SD3 dodatkowo dużego modelu T5.',
 'Dzięki enkoderowi T5 Flux poprawnie odwzorowuje opis „niebieska filiżanka po lewej, czerwona po prawej”.',
 array['clip', 'embedding', 'token', 'transformer'], array['flux-black-forest-labs-przewodnik']),
('flow-matching', 'Flow matching', 'rectified flow',
 'Sposób trenowania modeli generatywnych, w którym model uczy się „przepływu” prowadzącego możliwie prostą drogą od szumu do obrazu. Pozwala generować w mniejszej liczbie kroków; stosują go Stable Diffusion 3 i Flux.',
 'Model trenowany metodą flow matching daje czytelny obraz w 20–30 krokach, gdzie starsze wymagały 50.',
 array['model-dyfuzyjny', 'dit', 'kroki-probkowania'], array['flux-black-forest-labs-przewodnik']),
('fotorealizm', 'Fotorealizm', null,
 'Styl obrazu nieodróżnialnego od fotografii. W promptach lepiej niż słowo „fotorealistyczny” działają konkrety z języka fotografii: aparat, obiektyw, przysłona, rodzaj światła, ziarno kliszy.',
 'Zamiast „fotorealistyczny portret” napisz „portret, 50 mm, f/2, naturalne światło z okna, lekkie ziarno Kodak Portra 400”.',
 array['bokeh', 'glebia-ostrosci', 'tryb-raw', 'prompt'], array['jak-pisac-prompty-do-generatorow-obrazow']),
('gan', 'GAN (generatywna sieć przeciwstawna)', 'Generative Adversarial Network',
 'Architektura z 2014 roku, w której generator tworzy obrazy, a dyskryminator próbuje odróżnić je od prawdziwych; obie sieci uczą się, rywalizując. GAN-y stały za pierwszą falą realistycznych twarzy (StyleGAN), dziś w generowaniu z tekstu wyparły je modele dyfuzyjne, ale wciąż służą np. do upscalingu.',
 'Strona „This Person Does Not Exist” pokazywała twarze wygenerowane przez StyleGAN.',
 array['model-dyfuzyjny', 'upscaling'], array['skalowanie-obrazow-ai-do-druku']),
('generowanie-wideo', 'Generowanie wideo', 'text-to-video, image-to-video',
 'Tworzenie krótkich klipów z opisu tekstowego lub z obrazu startowego. Modele takie jak Sora, Veo, Kling, Runway Gen-4 czy wideo w Midjourney muszą zachować spójność postaci i ruchu między klatkami, dlatego klipy są zwykle krótkie (kilka–kilkanaście sekund).',
 'Wygenerowana w Midjourney ilustracja latarni morskiej zostaje „ożywiona”: fale uderzają o skały, a światło latarni się obraca.',
 array['tekst-na-obraz', 'spojnosc-postaci', 'model-dyfuzyjny'], array[]::text[]),
('glebia-ostrosci', 'Głębia ostrości', 'depth of field',
 'Zakres odległości, w którym obiekty na zdjęciu są ostre. Płytka głębia (mała wartość przysłony, np. f/1.8) rozmywa tło i wyodrębnia temat; duża (np. f/11) utrzymuje ostrość od pierwszego planu po horyzont.',
 '„Krajobraz tatrzański, f/11, ostre od kwiatów na pierwszym planie po szczyty” da dużą głębię ostrości.',
 array['bokeh', 'fotorealizm', 'kompozycja'], array['jak-pisac-prompty-do-generatorow-obrazow']),
('halucynacja', 'Halucynacja modelu', 'hallucination',
 'Wytwór modelu, który wygląda wiarygodnie, ale jest błędny: sześć palców, nieczytelne litery udające tekst, nieistniejące elementy architektury. Wynika z tego, że model odtwarza wzorce statystyczne, a nie wiedzę o świecie.',
 'Szyld „Piekarnia” na wygenerowanej ulicy zamienia się w „Pieakrnia” — to typowa halucynacja w tekście.',
 array['inpainting', 'stronniczosc-modelu'], array['ideogram-tekst-na-obrazach']),
('hires-fix', 'Hires fix', 'high-resolution fix',
 'Technika dwuetapowego generowania w Stable Diffusion: najpierw obraz w rozdzielczości, w której model był trenowany, potem powiększenie i ponowne, częściowe odszumienie. Zapobiega podwójnym głowom i powtórzeniom, które pojawiają się przy generowaniu od razu w dużym formacie.',
 'Generujesz 1024×1024 w SDXL, a hires fix z siłą odszumiania 0,35 daje 2048×2048 z ostrzejszymi detalami.',
 array['upscaling', 'sila-odszumiania', 'rozdzielczosc'], array['skalowanie-obrazow-ai-do-druku']),
('img2img', 'Img2img (obraz na obraz)', 'image-to-image',
 'Generowanie, które zaczyna się od istniejącego obrazu zamiast od czystego szumu. Obraz zostaje częściowo zaszumiony, a model „odszumia” go zgodnie z promptem, zachowując kompozycję i kolory oryginału w stopniu zależnym od siły odszumiania.',
 'Szkic ołówkiem salonu plus prompt „fotografia wnętrza w stylu skandynawskim” daje realistyczną wizualizację tego układu.',
 array['sila-odszumiania', 'controlnet', 'inpainting'], array['stable-diffusion-na-wlasnym-komputerze']),
('inpainting', 'Inpainting', 'retusz generatywny',
 'Ponowne wygenerowanie zaznaczonego fragmentu obrazu z zachowaniem reszty. Służy do poprawiania dłoni, usuwania obiektów czy zmiany elementów stroju. W Midjourney to funkcja Vary (Region), w Photoshopie — Generative Fill.',
 'Zaznaczasz zniekształconą dłoń i wpisujesz „dłoń trzymająca filiżankę, pięć palców” — reszta portretu zostaje bez zmian.',
 array['outpainting', 'edycja-instrukcja', 'img2img', 'halucynacja'], array['adobe-firefly-licencje-i-uzycie-komercyjne']),
('inzynieria-promptow', 'Inżynieria promptów', 'prompt engineering',
 'Praktyka świadomego konstruowania promptów i parametrów tak, by powtarzalnie uzyskiwać zamierzony efekt: dobór słów, kolejność, wagi, referencje, parametry techniczne oraz testowanie wariantów.',
 'Zamiast „ładne logo kawiarni” piszesz: „minimalistyczne logo kawiarni »Ziarenko«, płaski wektor, dwie barwy: brąz i krem, białe tło”.',
 array['prompt', 'negatywny-prompt', 'waga-promptu', 'token'], array['jak-pisac-prompty-do-generatorow-obrazow']),
('kompozycja', 'Kompozycja', null,
 'Rozmieszczenie elementów w kadrze: plan (zbliżenie, plan ogólny), kąt widzenia, trójpodział, linie prowadzące, wolna przestrzeń. Opisanie kompozycji w prompcie to jeden z najskuteczniejszych sposobów na kontrolę wyniku.',
 '„Ujęcie z lotu ptaka, rowerzysta w prawym dolnym rogu, dużo pustej przestrzeni na tekst po lewej”.',
 array['proporcje-obrazu', 'controlnet', 'prompt'], array['jak-pisac-prompty-do-generatorow-obrazow', 'midjourney-proporcje-obrazu-ar']),
('kroki-probkowania', 'Kroki próbkowania', 'sampling steps',
 'Liczba iteracji, w których model stopniowo usuwa szum z obrazu. Więcej kroków daje zwykle więcej detali, ale powyżej pewnego progu (często 25–40) poprawa jest niewidoczna, a czas generowania rośnie liniowo.',
 'SDXL: 30 kroków z próbnikiem DPM++ 2M Karras to rozsądny kompromis między jakością a czasem.',
 array['probnik', 'szum', 'destylacja-modelu', 'cfg'], array['stable-diffusion-na-wlasnym-komputerze']),
('kwantyzacja', 'Kwantyzacja', 'quantization',
 'Zapisywanie wag modelu z mniejszą precyzją (np. 8 lub 4 bity zamiast 16), by zmniejszyć zużycie pamięci karty graficznej. Kosztem niewielkiej utraty jakości pozwala uruchomić duże modele na domowym sprzęcie.',
 'Kwantyzowany do formatu GGUF Flux dev działa na karcie z 8 GB VRAM, choć w pełnej precyzji potrzebowałby ponad 20 GB.',
 array['otwarte-wagi', 'destylacja-modelu', 'checkpoint'], array['flux-black-forest-labs-przewodnik', 'stable-diffusion-na-wlasnym-komputerze']),
('laczenie-obrazow', 'Łączenie obrazów (blend)', 'polecenie /blend w Midjourney',
 'Generowanie nowego obrazu z 2–5 obrazów wejściowych, których treść i styl model miesza. W Midjourney służy do tego polecenie /blend lub kilka adresów obrazów w prompcie.',
 'Zdjęcie twojego kota połączone z obrazem w stylu secesji daje portret kota w stylu Muchy.',
 array['referencja-stylu', 'img2img', 'wariacje'], array['midjourney-referencje-stylu-sref']),
('lora', 'LoRA', 'Low-Rank Adaptation',
 'Metoda dostrajania, która zamiast zmieniać cały model uczy niewielkie macierze dodawane do wybranych warstw. Plik LoRA ma zwykle kilka–kilkaset megabajtów, łatwo go włączyć, wyłączyć lub połączyć z innymi i ustawić jego siłę.',
 'LoRA wytrenowana na 30 ilustracjach twojej marki sprawia, że każdy obraz z Fluxa ma tę samą kreskę i paletę.',
 array['dostrajanie', 'checkpoint', 'dreambooth', 'spojnosc-postaci'], array['stable-diffusion-na-wlasnym-komputerze', 'flux-black-forest-labs-przewodnik']),
('model-bazowy', 'Model bazowy', 'foundation model, base model',
 'Duży model wytrenowany na ogólnym, szerokim zbiorze danych, będący punktem wyjścia do dalszego dostrajania i budowy narzędzi. Przykłady: SDXL base, Flux.1 dev.',
 'Popularne checkpointy „realistyczne” i „anime” to w większości dostrojone wersje modelu bazowego SDXL.',
 array['checkpoint', 'dostrajanie', 'otwarte-wagi', 'dane-treningowe'], array['stable-diffusion-na-wlasnym-komputerze']),
('model-dyfuzyjny', 'Model dyfuzyjny', 'diffusion model',
 'Model generatywny, który uczy się odwracać proces stopniowego zaszumiania obrazów. Podczas generowania zaczyna od losowego szumu i krok po kroku go usuwa, kierując się promptem. Na tej zasadzie działają m.in. Stable Diffusion, Flux, Midjourney i Firefly.',
 'Podgląd w Midjourney, w którym obraz wyłania się z rozmytej plamy, pokazuje kolejne etapy odszumiania.',
 array['szum', 'przestrzen-ukryta', 'kroki-probkowania', 'gan'], array['stable-diffusion-na-wlasnym-komputerze']),
('model-multimodalny', 'Model multimodalny', 'multimodal model',
 'Model, który rozumie i wytwarza różne rodzaje danych — tekst, obrazy, czasem dźwięk — w jednym systemie. Generowanie obrazów w GPT-4o (GPT Image) czy Gemini dzieje się wewnątrz modelu językowego, dzięki czemu lepiej rozumie on kontekst rozmowy i poprawki.',
 'W ChatGPT prosisz o ilustrację, a potem piszesz „to samo, ale zimą i z napisem »Wesołych Świąt«” — model pamięta poprzedni obraz.',
 array['edycja-instrukcja', 'transformer', 'clip'], array['dall-e-3-i-gpt-image-w-chatgpt']),
('negatywny-prompt', 'Negatywny prompt', 'negative prompt',
 'Opis tego, czego ma nie być na obrazie. W Stable Diffusion to osobne pole, w Midjourney parametr --no. Działa najlepiej, gdy wymienia konkretne obiekty lub cechy, a nie ogólniki w rodzaju „brzydki”.',
 '„Martwa natura z owocami --no winogrona, tekst” usuwa z kadru winogrona i przypadkowe napisy.',
 array['prompt', 'cfg', 'inzynieria-promptow'], array['negatywne-prompty-i-parametr-no']),
('otwarte-wagi', 'Otwarte wagi (open weights)', 'open weights',
 'Model, którego wytrenowane parametry można pobrać i uruchomić samodzielnie. Nie zawsze oznacza to open source w pełnym sensie: licencja może ograniczać użycie komercyjne (np. Flux.1 dev) albo dane treningowe pozostają nieujawnione.',
 'Flux.1 schnell ma otwarte wagi na licencji Apache 2.0, a Flux.1 dev — na licencji niekomercyjnej z odrębną ofertą komercyjną.',
 array['checkpoint', 'stable-diffusion', 'kwantyzacja', 'uzytek-komercyjny'], array['flux-black-forest-labs-przewodnik', 'stable-diffusion-na-wlasnym-komputerze']),
('outpainting', 'Outpainting', 'rozszerzanie kadru',
 'Dogenerowanie obrazu poza jego pierwotnymi krawędziami, spójnie z treścią i stylem. Przydaje się do zmiany formatu, np. z kwadratu na baner. W Midjourney to Zoom Out i Pan, w Photoshopie — Generative Expand.',
 'Kwadratowy portret rozszerzony do formatu 16:9 zyskuje po bokach dalszą część kawiarni.',
 array['inpainting', 'proporcje-obrazu', 'kompozycja'], array['midjourney-proporcje-obrazu-ar']),
('prawo-autorskie-do-obrazow-ai', 'Prawo autorskie do obrazów AI', null,
 'W polskim i unijnym prawie utworem jest przejaw działalności twórczej człowieka. Obraz wygenerowany wyłącznie przez AI na podstawie krótkiego promptu zwykle nie jest chroniony; ochrona może objąć twórczy wkład człowieka, np. dalszą obróbkę lub kompozycję z wielu elementów.',
 'Grafika z jednego promptu może zostać skopiowana przez konkurencję bez naruszenia praw autorskich, ale logo dopracowane ręcznie przez grafika już podlega ochronie w zakresie jego pracy.',
 array['uzytek-komercyjny', 'ai-act', 'dane-treningowe'], array['prawo-autorskie-do-obrazow-ai-polska-i-ai-act']),
('probnik', 'Próbnik (sampler)', 'sampler, scheduler',
 'Algorytm, który decyduje, jak w kolejnych krokach usuwać szum: Euler, DPM++ 2M, DDIM i inne. Próbniki różnią się szybkością, ostrością detali i tym, czy wynik zmienia się przy zmianie liczby kroków.',
 'Euler a daje miękkie, zmienne wyniki; DPM++ 2M Karras — ostre i stabilne już przy 25 krokach.',
 array['kroki-probkowania', 'szum', 'ziarno'], array['stable-diffusion-na-wlasnym-komputerze']),
('prompt', 'Prompt', 'polecenie, zapytanie',
 'Tekstowy opis, na podstawie którego model generuje obraz. Dobry prompt określa temat, akcję i miejsce, kompozycję, światło, styl i nastrój; w wielu narzędziach uzupełniają go parametry i obrazy referencyjne.',
 '„Stary golden retriever drzemie na drewnianym ganku w deszczowe popołudnie, miękkie światło z okna, fotografia analogowa”.',
 array['inzynieria-promptow', 'negatywny-prompt', 'waga-promptu', 'token'], array['jak-pisac-prompty-do-generatorow-obrazow']),
('proporcje-obrazu', 'Proporcje obrazu', 'aspect ratio, parametr --ar',
 'Stosunek szerokości do wysokości kadru, np. 1:1, 3:2, 16:9, 9:16. Wpływa nie tylko na format, ale i na kompozycję, którą wybiera model. W Midjourney ustawia się je parametrem --ar.',
 '„Panorama Tatr o świcie --ar 21:9” daje szeroki, kinowy kadr; „okładka relacji --ar 9:16” — pionowy.',
 array['kompozycja', 'rozdzielczosc', 'outpainting'], array['midjourney-proporcje-obrazu-ar']),
('przestrzen-ukryta', 'Przestrzeń ukryta (latent space)', 'latent space',
 'Skompresowana, matematyczna reprezentacja obrazów, w której pracuje model. Zamiast na milionach pikseli operuje na znacznie mniejszej siatce liczb opisujących cechy obrazu, co czyni generowanie szybkim i tańszym.',
 'W Stable Diffusion obraz 1024×1024 px jest w przestrzeni ukrytej siatką 128×128 z kilkoma kanałami.',
 array['autoenkoder-wariacyjny', 'model-dyfuzyjny', 'embedding'], array[]::text[]),
('referencja-postaci', 'Referencja postaci', 'character reference, --cref, --oref',
 'Obraz wskazujący postać lub obiekt, które mają pojawić się na nowym obrazie. W Midjourney 6 służył do tego parametr --cref, w wersji 7 zastąpiło go omni-reference (--oref) z siłą ustawianą przez --ow.',
 'Ta sama ilustrowana bohaterka książki dla dzieci — w kuchni, w lesie i na rowerze — dzięki --oref z jej portretem.',
 array['spojnosc-postaci', 'referencja-stylu', 'adapter-ip'], array['midjourney-referencje-stylu-sref']),
('referencja-stylu', 'Referencja stylu', 'style reference, --sref',
 'Obraz lub kod stylu, z którego model przejmuje estetykę — paletę, fakturę, kreskę — ale nie treść. W Midjourney to parametr --sref z adresem obrazu albo liczbowym kodem stylu; siłę reguluje --sw.',
 '„Lis w lesie --sref 2768391 --sw 300” daje lisa w mocno zaznaczonym stylu z kodu.',
 array['referencja-postaci', 'laczenie-obrazow', 'stylize', 'adapter-ip'], array['midjourney-referencje-stylu-sref']),
('rozdzielczosc', 'Rozdzielczość', 'resolution',
 'Liczba pikseli obrazu, np. 1024×1024. Do druku liczy się w odniesieniu do rozmiaru: przy 300 DPI na format A4 potrzeba ok. 2480×3508 px, więc obrazy z generatorów zwykle trzeba powiększyć.',
 'Plakat 50×70 cm oglądany z metra wystarczy wydrukować w 150 DPI, czyli ok. 2950×4130 px.',
 array['upscaling', 'hires-fix', 'proporcje-obrazu'], array['skalowanie-obrazow-ai-do-druku']),
('sila-odszumiania', 'Siła odszumiania (denoising strength)', 'denoising strength',
 'W trybie img2img i inpaintingu określa (od 0 do 1), jak mocno obraz wejściowy zostanie zaszumiony przed ponownym generowaniem. Niska wartość zachowuje oryginał, wysoka pozwala modelowi na duże zmiany.',
 'Przy 0,3 zdjęcie tylko nabiera malarskiej faktury; przy 0,75 zostaje z niego głównie kompozycja.',
 array['img2img', 'inpainting', 'hires-fix', 'szum'], array['stable-diffusion-na-wlasnym-komputerze']),
('spojnosc-postaci', 'Spójność postaci', 'character consistency',
 'Zdolność utrzymania tego samego wyglądu postaci na wielu obrazach: rysów twarzy, fryzury, stroju. Osiąga się ją referencjami postaci, LoRA, edycją poleceniem lub starannie powtarzanym opisem.',
 'Komiks, w którym bohaterka ma na każdym kadrze te same piegi i żółty płaszcz.',
 array['referencja-postaci', 'lora', 'dreambooth', 'ziarno'], array['midjourney-referencje-stylu-sref']),
('stable-diffusion', 'Stable Diffusion', null,
 'Rodzina modeli dyfuzyjnych z otwartymi wagami rozwijana przez Stability AI (1.5, SDXL, 3, 3.5). Można je uruchomić na własnym komputerze i dostrajać, wokół nich powstał ogromny ekosystem: ComfyUI, LoRA, ControlNet.',
 'SDXL z interfejsem ComfyUI na karcie z 8 GB VRAM generuje obraz 1024×1024 w kilkanaście sekund.',
 array['model-dyfuzyjny', 'comfyui', 'otwarte-wagi', 'checkpoint'], array['stable-diffusion-na-wlasnym-komputerze']),
('stronniczosc-modelu', 'Stronniczość modelu (bias)', 'bias',
 'Systematyczne skrzywienie wyników wynikające z danych treningowych: stereotypowe role, brak różnorodności, zachodnie domyślne tło. Model bez wskazówek pokazuje to, co w danych było najczęstsze.',
 'Prompt „lekarz” częściej daje mężczyznę w średnim wieku — żeby było inaczej, trzeba to opisać.',
 array['dane-treningowe', 'halucynacja'], array[]::text[]),
('stylize', 'Stylize', 'parametr --stylize (--s) w Midjourney',
 'Parametr Midjourney (0–1000, domyślnie 100), który określa, jak mocno model stosuje własną estetykę. Niskie wartości trzymają się dosłownie promptu, wysokie dają bardziej artystyczne, ale mniej przewidywalne obrazy.',
 '„Filiżanka espresso --s 50” to prosta fotografia produktu; „--s 750” — dopracowana, malarska kompozycja.',
 array['chaos', 'tryb-raw', 'referencja-stylu'], array['midjourney-parametr-stylize']),
('swiatlo-wolumetryczne', 'Światło wolumetryczne', 'volumetric lighting, god rays',
 'Widoczne w powietrzu smugi światła, gdy przechodzi ono przez mgłę, kurz lub dym. W promptach dodaje głębi i nastroju scenom w lesie, kościołach czy wnętrzach.',
 '„Wnętrze starej stodoły, smugi światła wolumetrycznego przez szpary w deskach, kurz w powietrzu”.',
 array['swiatlocien', 'zrodlo-swiatla', 'fotorealizm'], array['jak-pisac-prompty-do-generatorow-obrazow']),
('swiatlocien', 'Światłocień', 'chiaroscuro',
 'Silny kontrast między jasnymi a ciemnymi partiami obrazu, modelujący bryłę i budujący dramatyzm — znany z obrazów Caravaggia i Rembrandta. W promptach: „chiaroscuro”, „dramatyczne boczne światło”, „głębokie cienie”.',
 '„Portret rybaka, światłocień, jedno źródło światła z lewej, czarne tło, w stylu malarstwa barokowego”.',
 array['zrodlo-swiatla', 'swiatlo-wolumetryczne', 'kompozycja'], array['jak-pisac-prompty-do-generatorow-obrazow']),
('szum', 'Szum', 'noise',
 'Losowe wartości, od których model dyfuzyjny zaczyna generowanie i które krok po kroku usuwa. Ten sam szum (to samo ziarno) przy tych samych ustawieniach daje ten sam obraz.',
 'Obraz na pierwszym kroku generowania wygląda jak śnieżenie starego telewizora — to czysty szum.',
 array['ziarno', 'model-dyfuzyjny', 'kroki-probkowania', 'sila-odszumiania'], array[]::text[]),
('tekst-na-obraz', 'Tekst na obraz (text-to-image)', 'text-to-image, T2I',
 'Podstawowy tryb generatorów: model tworzy obraz wyłącznie na podstawie opisu słownego. Tak działają Midjourney, GPT Image, Firefly, Flux, Ideogram i Stable Diffusion.',
 'Wpisujesz „akwarela: kamienice na Rynku w Krakowie w deszczu” i dostajesz gotową ilustrację.',
 array['prompt', 'img2img', 'model-dyfuzyjny', 'generowanie-wideo'], array['jak-pisac-prompty-do-generatorow-obrazow']),
('token', 'Token', null,
 'Najmniejsza jednostka tekstu, na którą enkoder dzieli prompt — całe słowo, jego część lub znak. Modele mają limit tokenów (CLIP: 77), a słowa rzadkie i polskie z diakrytykami rozpadają się zwykle na więcej tokenów niż angielskie.',
 'Słowo „źdźbło” może zająć kilka tokenów, a „grass” jeden.',
 array['enkoder-tekstu', 'clip', 'prompt', 'embedding'], array['jak-pisac-prompty-do-generatorow-obrazow']),
('transformer', 'Transformer', null,
 'Architektura sieci neuronowej oparta na mechanizmie uwagi (attention), który pozwala każdemu elementowi wejścia uwzględniać wszystkie pozostałe. Napędza modele językowe, enkodery tekstu i nowoczesne generatory obrazów (DiT).',
 'Uwaga krzyżowa (cross-attention) łączy słowa promptu z fragmentami obrazu — dzięki niej „czerwony” trafia na kapelusz, a nie na tło.',
 array['dit', 'enkoder-tekstu', 'token', 'model-multimodalny'], array[]::text[]),
('tryb-raw', 'Tryb raw (--style raw)', 'raw mode',
 'Ustawienie Midjourney, które ogranicza domyślne „upiększanie” obrazów przez model. Wyniki są bardziej dosłowne i fotograficzne, lepiej słuchają promptu.',
 '„Zdjęcie paragonu na stole w kuchni --style raw” wygląda jak zwykła fotografia z telefonu, a nie jak reklama.',
 array['stylize', 'fotorealizm'], array['midjourney-parametr-stylize']),
('u-net', 'U-Net', null,
 'Sieć konwolucyjna w kształcie litery U: najpierw zmniejsza obraz, wydobywając cechy, potem go odtwarza, łącząc szczegóły z obu etapów. Była rdzeniem odszumiania w Stable Diffusion 1.5 i SDXL; nowsze modele zastępują ją transformerem.',
 'ControlNet dla SDXL jest kopią enkodera U-Netu, która wstrzykuje informację o pozie do głównej sieci.',
 array['dit', 'model-dyfuzyjny', 'controlnet'], array[]::text[]),
('upscaling', 'Upscaling (skalowanie w górę)', 'upscaling, super-resolution',
 'Powiększanie obrazu z dodaniem wiarygodnych detali przez sieć neuronową, a nie zwykłą interpolację. Upscalery takie jak Real-ESRGAN lub wbudowane w Midjourney (Upscale Subtle/Creative) przygotowują obraz do druku lub dużych ekranów.',
 'Obraz 1024×1024 powiększony czterokrotnie do 4096×4096 wystarcza na wydruk 34×34 cm w 300 DPI.',
 array['rozdzielczosc', 'hires-fix', 'gan'], array['skalowanie-obrazow-ai-do-druku']),
('uzytek-komercyjny', 'Użytek komercyjny', 'commercial use',
 'Wykorzystanie obrazu w działalności zarobkowej: w reklamie, na produktach, w materiałach firmy. Zasady określa regulamin narzędzia i plan subskrypcji — np. Midjourney wymaga planu Pro lub Mega dla firm z przychodem powyżej 1 mln USD rocznie, a licencja Flux.1 dev nie obejmuje komercyjnego użycia samego modelu.',
 'Przed użyciem grafiki z generatora na opakowaniu produktu sprawdź regulamin narzędzia, prawa do wizerunku i znaków towarowych.',
 array['prawo-autorskie-do-obrazow-ai', 'otwarte-wagi', 'dane-treningowe'], array['adobe-firefly-licencje-i-uzycie-komercyjne', 'prawo-autorskie-do-obrazow-ai-polska-i-ai-act']),
('waga-promptu', 'Waga promptu', 'prompt weight, multi-prompt',
 'Liczba zwiększająca lub zmniejszająca znaczenie fragmentu promptu. W Midjourney fragmenty rozdziela się podwójnym dwukropkiem z wagą (kot::2 pies::1), w Stable Diffusion używa się nawiasów, np. (mgła:1.3).',
 '„krajobraz::2 mgła::0.5” daje krajobraz z lekką, ledwie widoczną mgłą.',
 array['prompt', 'negatywny-prompt', 'inzynieria-promptow'], array['negatywne-prompty-i-parametr-no']),
('wariacje', 'Wariacje', 'Vary (Subtle / Strong)',
 'Nowe wersje wybranego obrazu zachowujące jego ogólną kompozycję i styl. W Midjourney Vary (Subtle) wprowadza drobne zmiany, a Vary (Strong) — wyraźniejsze.',
 'Podoba ci się projekt okładki, ale nie twarz postaci — Vary (Subtle) da cztery bardzo podobne wersje do wyboru.',
 array['chaos', 'ziarno', 'inpainting'], array['midjourney-parametr-chaos']),
('ziarno', 'Ziarno (seed)', 'seed, parametr --seed',
 'Liczba inicjująca generator losowego szumu. To samo ziarno, prompt, model i ustawienia dają (prawie) ten sam obraz, co pozwala porównywać wpływ pojedynczych zmian w prompcie.',
 '„Latarnia morska o zmierzchu --seed 1234” — zmieniając tylko „zmierzch” na „świt” przy tym samym ziarnie, widzisz czysty wpływ tego słowa.',
 array['szum', 'chaos', 'wariacje', 'probnik'], array['midjourney-parametr-chaos']),
('znak-wodny', 'Znak wodny', 'watermark',
 'Widoczne lub niewidoczne oznaczenie pliku. Niewidoczne znaki wodne, takie jak SynthID Google, są wplecione w piksele i pozwalają wykryć obraz AI nawet po przycięciu czy kompresji; uzupełniają metadane C2PA, które łatwiej usunąć.',
 'Obrazy z generatorów Google zawierają niewidoczny znak SynthID, który można sprawdzić narzędziem weryfikacji.',
 array['c2pa', 'ai-act', 'deepfake'], array['prawo-autorskie-do-obrazow-ai-polska-i-ai-act']),
('zrodlo-swiatla', 'Źródło światła', 'light source',
 'Miejsce, z którego pada światło w scenie, oraz jego charakter: kierunek, twardość, barwa. Określenie źródła światła w prompcie porządkuje cienie i nastrój obrazu bardziej niż ogólne „piękne oświetlenie”.',
 '„Kuchnia nocą, jedynym źródłem światła jest otwarta lodówka, zimne niebieskie światło na twarzy”.',
 array['swiatlocien', 'swiatlo-wolumetryczne', 'fotorealizm', 'prompt'], array['jak-pisac-prompty-do-generatorow-obrazow'])
on conflict (slug) do nothing;

-- Ranking of AI image and video tools (/ranking-top-ai). Prices are the cheapest monthly plan in USD
-- (monthly billing) as published by the vendors; pricing_note says what the price buys.

insert into public.ai_tools
  (slug, name, vendor, category, position, score, price_from_usd, pricing_note, has_free_tier, commercial_use,
   licence_note, polish_support, strengths, weaknesses, best_for, use_cases, url)
values
('midjourney', 'Midjourney', 'Midjourney, Inc.', 'obrazy-i-wideo', 1, 9.4, 10, 'Plan Basic: ok. 3,3 godziny szybkiego GPU miesięcznie; wyższe plany dają tryb Relax bez limitu.', false, 'warunkowo',
 'Płatni subskrybenci mogą używać obrazów komercyjnie; firmy z przychodem powyżej 1 mln USD rocznie potrzebują planu Pro lub Mega. Prywatny tryb Stealth tylko w planach Pro i Mega.', 'częściowe',
 array['najwyższa estetyka i spójny styl', 'referencje stylu i postaci (--sref, --oref)', 'animacja obrazów do krótkich klipów wideo'],
 array['brak darmowego planu', 'prompty po polsku działają gorzej niż po angielsku', 'słabsza kontrola nad tekstem na obrazach'],
 'ilustracji, key visuali, moodboardów i grafik o wyrazistym stylu', array['ilustracje', 'fotografia', 'wideo'], 'https://www.midjourney.com'),
('gpt-image', 'GPT Image (ChatGPT)', 'OpenAI', 'obrazy', 2, 9.3, 20, 'Generowanie w ChatGPT Plus; w darmowym ChatGPT z dziennym limitem; przez API płatność za obraz.', true, 'tak',
 'Regulamin OpenAI przenosi na użytkownika prawa do wygenerowanych treści, o ile nie naruszają zasad korzystania. Obrazy mają metadane C2PA.', 'pełne',
 array['świetnie rozumie polskie polecenia', 'edycja obrazu poleceniem w rozmowie', 'czytelny tekst i układy infografik'],
 array['wolniejsze generowanie', 'restrykcyjne filtry treści', 'mniej „artystyczny” styl domyślny'],
 'grafik z tekstem, infografik, szybkich edycji i pracy po polsku', array['tekst', 'edycja', 'ilustracje'], 'https://chatgpt.com'),
('gemini-nano-banana', 'Gemini (Nano Banana)', 'Google', 'obrazy', 3, 9.1, 20, 'Podstawowe generowanie w darmowej aplikacji Gemini; wyższe limity w planie Google AI Pro.', true, 'tak',
 'Według warunków Google prawa do wygenerowanych treści ma użytkownik; obrazy mają niewidoczny znak wodny SynthID.', 'pełne',
 array['bardzo dobra edycja i łączenie zdjęć', 'spójność postaci między edycjami', 'szybkość'],
 array['mniejsza kontrola nad stylem niż w Midjourney', 'widoczny znak na obrazach z darmowej wersji'],
 'edycji zdjęć, wizualizacji produktów i spójnych serii z tą samą postacią', array['edycja', 'fotografia'], 'https://gemini.google.com'),
('flux', 'Flux', 'Black Forest Labs', 'obrazy', 4, 9.0, null, 'API od ok. 0,04 USD za obraz (Flux 1.1 Pro); Flux.1 schnell bezpłatnie na własnym komputerze.', true, 'warunkowo',
 'Wyniki z API można używać komercyjnie. Wagi Flux.1 schnell są na licencji Apache 2.0, a Flux.1 dev na licencji niekomercyjnej — użycie firmowe modelu dev wymaga licencji od BFL.', 'częściowe',
 array['fotorealizm i dokładne odwzorowanie promptu', 'otwarte wagi i LoRA', 'edycja poleceniem w Flux Kontext'],
 array['brak własnej prostej aplikacji dla laików', 'lokalnie wymaga mocnej karty graficznej'],
 'fotorealistycznych scen, zdjęć produktowych i własnych przepływów pracy', array['fotografia', 'ilustracje', 'edycja'], 'https://bfl.ai'),
('adobe-firefly', 'Adobe Firefly', 'Adobe', 'obrazy-i-wideo', 5, 8.7, 10, 'Plan Firefly Standard z miesięczną pulą kredytów generatywnych; podstawowe kredyty także w darmowym koncie Adobe.', true, 'tak',
 'Modele Firefly trenowano na licencjonowanych treściach; Adobe deklaruje je jako bezpieczne komercyjnie i oferuje firmom ochronę IP. Modele partnerów w aplikacji mają własne warunki.', 'pełne',
 array['bezpieczeństwo licencyjne', 'integracja z Photoshopem i Illustratorem', 'interfejs i prompty po polsku'],
 array['mniej wyrazista estetyka', 'kredyty szybko się kończą przy wideo'],
 'firm, agencji i grafików pracujących w Adobe Creative Cloud', array['edycja', 'fotografia', 'wektory', 'wideo'], 'https://firefly.adobe.com'),
('ideogram', 'Ideogram', 'Ideogram AI', 'obrazy', 6, 8.6, 8, 'Plan Basic; darmowy plan z dzienną pulą wolnych generacji.', true, 'tak',
 'Obrazy można wykorzystywać komercyjnie; w darmowym planie są publiczne, prywatne generowanie w planach płatnych.', 'częściowe',
 array['najlepszy tekst i typografia na obrazach', 'szablony plakatów i logo', 'Magic Prompt rozbudowuje krótkie opisy'],
 array['polskie znaki w napisach bywają zniekształcone', 'słabszy fotorealizm niż Flux'],
 'plakatów, okładek, logotypów i grafik z napisami', array['tekst', 'ilustracje'], 'https://ideogram.ai'),
('freepik-ai', 'Freepik AI', 'Freepik', 'obrazy-i-wideo', 7, 8.4, 12, 'Plan Essential z pulą kredytów na obrazy i wideo; darmowe konto z dziennym limitem.', true, 'warunkowo',
 'W planach płatnych obrazy można używać komercyjnie; darmowe zasoby Freepik wymagają podania autora. Część modeli (np. Flux, Imagen) podlega też warunkom dostawców.', 'pełne',
 array['wiele modeli w jednym miejscu', 'polski interfejs', 'edytor, upscaler i wideo w pakiecie'],
 array['system kredytów trudno porównać z konkurencją', 'jakość zależy od wybranego modelu'],
 'marketerów i małych firm, które chcą wielu narzędzi w jednym abonamencie', array['ilustracje', 'fotografia', 'edycja', 'wideo'], 'https://www.freepik.com/pl/ai'),
('leonardo-ai', 'Leonardo.Ai', 'Leonardo Interactive (Canva)', 'obrazy-i-wideo', 8, 8.3, 12, 'Plan Apprentice z pulą tokenów; darmowy plan z dziennymi tokenami.', true, 'warunkowo',
 'Obrazy można używać komercyjnie, ale w darmowym planie są publiczne i nie masz pełnej kontroli nad ich wykorzystaniem; prywatność w planach płatnych.', 'częściowe',
 array['gotowe modele stylów i trenowanie własnych', 'Canvas do inpaintingu i outpaintingu', 'szybki podgląd w czasie rzeczywistym'],
 array['rozbudowany, przytłaczający interfejs', 'tokeny zużywają się szybko przy wysokiej jakości'],
 'grafik do gier, concept artu i zasobów marketingowych w jednym stylu', array['ilustracje', 'wideo'], 'https://leonardo.ai'),
('stable-diffusion', 'Stable Diffusion', 'Stability AI', 'obrazy', 9, 8.2, null, 'Bezpłatnie na własnym komputerze; płatne API i hosting u dostawców chmurowych.', true, 'warunkowo',
 'Licencja Stability AI Community pozwala na bezpłatne użycie komercyjne osobom i firmom z przychodem poniżej 1 mln USD rocznie; powyżej potrzebna licencja Enterprise.', 'brak',
 array['pełna kontrola i praca offline', 'ogromny ekosystem LoRA, ControlNet i ComfyUI', 'brak cenzury dostawcy i kosztów za obraz'],
 array['wymaga wiedzy technicznej i karty graficznej', 'prompty w zasadzie tylko po angielsku'],
 'zaawansowanych użytkowników, prywatnych danych i własnych przepływów pracy', array['ilustracje', 'fotografia', 'edycja'], 'https://stability.ai'),
('recraft', 'Recraft', 'Recraft', 'obrazy', 10, 8.2, 12, 'Plan Pro z pulą kredytów; darmowy plan z dziennymi kredytami.', true, 'warunkowo',
 'W planach płatnych prawa do obrazów i prywatność ma użytkownik; obrazy z darmowego planu są publiczne i Recraft może je wykorzystywać.', 'częściowe',
 array['grafika wektorowa (SVG) i ikony', 'spójne zestawy stylów marki', 'dobry tekst na obrazach'],
 array['słabszy w fotorealizmie', 'mniejsza społeczność niż u liderów'],
 'ikon, ilustracji wektorowych i materiałów zgodnych z identyfikacją marki', array['wektory', 'tekst', 'ilustracje'], 'https://www.recraft.ai'),
('qwen-image', 'Qwen-Image', 'Alibaba (zespół Qwen)', 'obrazy', 11, 8.0, null, 'Otwarte wagi bezpłatnie; także w darmowym czacie Qwen i przez płatne API.', true, 'tak',
 'Wagi na licencji Apache 2.0, pozwalającej na użycie komercyjne także przy uruchomieniu u siebie.', 'częściowe',
 array['otwarta licencja komercyjna', 'dobry tekst na obrazach', 'edycja obrazu w wersji Qwen-Image-Edit'],
 array['bardzo duży model — lokalnie wymaga mocnej karty', 'mniej gotowych narzędzi niż dla SDXL i Fluxa'],
 'firm, które chcą uruchomić generator u siebie bez ograniczeń licencyjnych', array['tekst', 'edycja', 'fotografia'], 'https://qwen.ai'),
('krea', 'Krea', 'Krea AI', 'obrazy-i-wideo', 12, 8.0, 10, 'Plan Basic z pulą jednostek obliczeniowych; darmowy plan z dziennym limitem.', true, 'warunkowo',
 'Komercyjne użycie wyników w planach płatnych; w darmowym planie z ograniczeniami opisanymi w regulaminie.', 'częściowe',
 array['generowanie w czasie rzeczywistym podczas rysowania', 'wiele modeli obrazu i wideo', 'świetny upscaler z dodawaniem detali'],
 array['złożony cennik', 'jakość zależy od wybranego modelu'],
 'szybkiego szkicowania pomysłów i powiększania obrazów', array['ilustracje', 'fotografia', 'wideo'], 'https://www.krea.ai'),
('canva-magic-media', 'Canva (Magic Media)', 'Canva', 'obrazy-i-wideo', 13, 7.8, 15, 'W planie Canva Pro większa pula generacji; w darmowym planie ograniczona liczba prób.', true, 'warunkowo',
 'Wyniki można wykorzystywać w projektach komercyjnych zgodnie z licencją Canva; zabronione jest m.in. podszywanie się pod osoby i marki.', 'pełne',
 array['generowanie prosto w projekcie graficznym', 'polski interfejs', 'ogromna biblioteka szablonów'],
 array['przeciętna jakość obrazów', 'mała kontrola nad parametrami'],
 'osób bez doświadczenia graficznego tworzących posty i prezentacje', array['ilustracje', 'edycja'], 'https://www.canva.com'),
('bing-image-creator', 'Microsoft Designer / Bing Image Creator', 'Microsoft', 'obrazy', 14, 7.6, 0, 'Bezpłatnie z kontem Microsoft; dzienna pula szybkich generacji.', true, 'nie',
 'Regulamin dopuszcza wykorzystanie obrazów w celach osobistych i niekomercyjnych.', 'pełne',
 array['całkowicie darmowy', 'rozumie polskie prompty', 'modele OpenAI (DALL·E, GPT Image)'],
 array['brak prawa do użytku komercyjnego', 'mało opcji i kontroli'],
 'osobistych projektów, kartek i zabawy', array['ilustracje'], 'https://www.bing.com/images/create'),
('google-veo', 'Google Veo', 'Google', 'wideo', 15, 8.9, 20, 'W aplikacji Gemini i narzędziu Flow w planie Google AI Pro; przez API płatność za sekundę wideo.', false, 'tak',
 'Prawa do wygenerowanych filmów ma użytkownik; filmy mają znak SynthID.', 'pełne',
 array['realistyczny ruch i fizyka', 'generuje dźwięk i dialogi razem z obrazem', 'rozumie polskie opisy'],
 array['krótkie klipy', 'wysoki koszt przy częstym użyciu'],
 'realistycznych klipów reklamowych i scen z dźwiękiem', array['wideo'], 'https://deepmind.google/models/veo/'),
('kling', 'Kling AI', 'Kuaishou', 'wideo', 16, 8.6, 10, 'Plan Standard z pulą kredytów; darmowe dzienne kredyty z kolejką.', true, 'warunkowo',
 'Komercyjne wykorzystanie filmów w planach płatnych; w darmowym planie filmy mają znak wodny.', 'częściowe',
 array['płynny, realistyczny ruch postaci', 'image-to-video z klatką początkową i końcową', 'dobra cena'],
 array['długie kolejki w darmowym planie', 'restrykcje treści'],
 'animowania ilustracji i krótkich scen z postaciami', array['wideo'], 'https://klingai.com'),
('sora', 'Sora', 'OpenAI', 'wideo', 17, 8.5, 20, 'Dostęp w ramach ChatGPT Plus i Pro; wyższe limity i rozdzielczość w Pro.', false, 'tak',
 'Regulamin OpenAI przenosi na użytkownika prawa do wyników; filmy mają widoczny znak wodny i metadane C2PA.', 'częściowe',
 array['spójne sceny z wieloma ujęciami', 'dźwięk w najnowszej wersji', 'remiks i edycja istniejących filmów'],
 array['dostępność zależy od kraju', 'ograniczenia wizerunku prawdziwych osób'],
 'krótkich filmów narracyjnych i eksperymentów z ruchem', array['wideo'], 'https://openai.com/sora'),
('runway', 'Runway', 'Runway AI', 'wideo', 18, 8.4, 15, 'Plan Standard z miesięczną pulą kredytów; jednorazowe darmowe kredyty na start.', true, 'tak',
 'Użytkownik zachowuje prawa do wygenerowanych materiałów także w planach płatnych; darmowe filmy mają znak wodny.', 'częściowe',
 array['profesjonalne narzędzia montażowe', 'referencje postaci i spójność ujęć', 'kontrola ruchu kamery'],
 array['szybko zużywa kredyty', 'interfejs tylko po angielsku'],
 'twórców wideo i postprodukcji', array['wideo'], 'https://runwayml.com'),
('hailuo', 'Hailuo', 'MiniMax', 'wideo', 19, 7.8, 10, 'Plan Standard z pulą kredytów; darmowe kredyty dzienne.', true, 'warunkowo',
 'Komercyjne użycie w planach płatnych; darmowe wideo ze znakiem wodnym.', 'częściowe',
 array['dynamiczne ruchy i efekty', 'dobra jakość w niskiej cenie'],
 array['krótkie klipy', 'mniej narzędzi edycji'],
 'dynamicznych klipów do mediów społecznościowych', array['wideo'], 'https://hailuoai.video'),
('luma-dream-machine', 'Luma Dream Machine', 'Luma AI', 'obrazy-i-wideo', 20, 7.9, 10, 'Plan Lite z pulą kredytów; darmowy dostęp ograniczony do obrazów.', true, 'warunkowo',
 'Komercyjne użycie od planu Plus; w planie Lite tylko niekomercyjnie i ze znakiem wodnym.', 'częściowe',
 array['wygodny interfejs w formie tablic', 'klatki kluczowe i pętle', 'modele obrazu i wideo razem'],
 array['komercja dopiero w droższych planach', 'artefakty w szybkim ruchu'],
 'eksperymentów kreatywnych i storyboardów', array['wideo', 'ilustracje'], 'https://lumalabs.ai/dream-machine'),
('pika', 'Pika', 'Pika Labs', 'wideo', 21, 7.4, 10, 'Plan Standard z pulą kredytów; darmowy plan z ograniczonymi kredytami.', true, 'warunkowo',
 'Komercyjne użycie dopiero w wyższych planach; darmowe filmy ze znakiem wodnym.', 'częściowe',
 array['zabawne efekty (Pikaffects)', 'prosty interfejs', 'szybkie generowanie'],
 array['niższa jakość niż u liderów', 'komercja tylko w droższych planach'],
 'krótkich, efektownych klipów do social mediów', array['wideo'], 'https://pika.art')
on conflict (slug) do nothing;

-- Standalone pages: the privacy policy and the introductions of the glossary and the ranking.

insert into public.site_pages (slug, title, description, body_md, status, published_at, updated_at)
values
(
  'polityka-prywatnosci',
  'Polityka prywatności',
  'Jakie dane zbiera serwis Obrazy AI, do czego ich używa, jakie pliki cookie zapisuje i jakie prawa ci przysługują.',
  $md$
Szanujemy twoją prywatność. Ten serwis nie wyświetla reklam, nie prowadzi remarketingu i nie sprzedaje ani nie udostępnia danych w celach marketingowych. Poniżej opisujemy prostym językiem, jakie dane przetwarzamy, po co i jak długo.

## 1. Administrator danych

Administratorem danych osobowych jest wydawca serwisu Obrazy AI. We wszystkich sprawach dotyczących prywatności napisz na adres **prywatnosc@obrazy-ai.pl** — odpowiadamy bez zbędnej zwłoki, najpóźniej w ciągu miesiąca.

## 2. Jakie dane przetwarzamy i po co

| Sytuacja | Dane | Cel | Podstawa prawna (RODO) |
| --- | --- | --- | --- |
| Przeglądanie serwisu | anonimowe statystyki odsłon i kliknięć, przybliżony typ urządzenia i przeglądarki | analiza, które treści są przydatne, i poprawianie serwisu | zgoda — art. 6 ust. 1 lit. a |
| Zapis do newslettera | adres e-mail, data zapisu i potwierdzenia | wysyłka newslettera | zgoda — art. 6 ust. 1 lit. a |
| Konto w serwisie | adres e-mail, zaszyfrowane hasło, dane logowania | prowadzenie konta | umowa — art. 6 ust. 1 lit. b |
| Zapytanie o szkolenie | imię, e-mail, firma, treść wiadomości | odpowiedź i przygotowanie oferty | działania przed zawarciem umowy — art. 6 ust. 1 lit. b |
| Formularz kontaktowy | imię, e-mail, temat i treść wiadomości | odpowiedź na wiadomość | prawnie uzasadniony interes — art. 6 ust. 1 lit. f |
| Ankieta | odpowiedzi, bez danych identyfikujących | badanie potrzeb czytelników | prawnie uzasadniony interes — art. 6 ust. 1 lit. f |
| Stwory w galerii | nazwa stwora, wygląd, opcjonalny obrazek | publikacja w galerii po moderacji | zgoda — art. 6 ust. 1 lit. a |

Podanie danych jest dobrowolne. Bez adresu e-mail nie możemy jednak wysłać newslettera ani odpowiedzieć na zapytanie.

## 3. Pliki cookie i pamięć przeglądarki

Pliki cookie wykorzystujemy **wyłącznie do anonimowej analityki i statystyk** oraz do działania samego serwisu. Nie używamy cookies reklamowych ani remarketingowych.

| Nazwa | Do czego służy | Jak długo |
| --- | --- | --- |
| `cookieMessage` | zapamiętuje, że zaakceptowałeś informację o cookies (wartość `1`) | ok. 417 dni (36 000 000 sekund) |
| `mp_…` (Mixpanel) | anonimowy identyfikator do statystyk odwiedzin | do 365 dni |
| `sb-…-auth-token` | utrzymanie sesji po zalogowaniu — tylko jeśli masz konto | do 400 dni lub do wylogowania |

Zanim klikniesz „OK, zgadzam się”, możesz opuścić serwis. Zgodę wycofasz w każdej chwili, usuwając pliki cookie w ustawieniach przeglądarki — po ponownym wejściu zapytamy o nią jeszcze raz. Statystyki nie są łączone z adresem e-mail ani z kontem.

## 4. Komu powierzamy dane

Korzystamy z usług zaufanych dostawców, którzy przetwarzają dane wyłącznie na nasze polecenie:

- **Supabase** — baza danych, logowanie i przechowywanie plików,
- **Mixpanel** — anonimowe statystyki odwiedzin,
- **dostawca poczty e-mail** — wysyłka newslettera i wiadomości systemowych.

Część z tych firm ma siedzibę w USA. Przekazanie danych odbywa się na podstawie decyzji Komisji Europejskiej w sprawie ram ochrony danych UE–USA (EU–US Data Privacy Framework) lub standardowych klauzul umownych. Nie sprzedajemy danych i nie przekazujemy ich reklamodawcom.

## 5. Jak długo przechowujemy dane

- dane newslettera — do wypisania się (link w każdej wiadomości) lub wycofania zgody,
- dane konta — do usunięcia konta,
- zapytania o szkolenia — do 2 lat od ostatniego kontaktu, a jeśli doszło do umowy — przez okres wymagany przepisami podatkowymi,
- anonimowe statystyki — do 2 lat, w formie zbiorczej.

## 6. Twoje prawa

Masz prawo do dostępu do swoich danych, ich sprostowania, usunięcia, ograniczenia przetwarzania, przenoszenia oraz sprzeciwu wobec przetwarzania. Zgodę możesz wycofać w dowolnym momencie — nie wpływa to na zgodność z prawem przetwarzania sprzed jej wycofania.

Jeśli uważasz, że przetwarzamy dane niezgodnie z prawem, możesz złożyć skargę do Prezesa Urzędu Ochrony Danych Osobowych (ul. Stawki 2, 00-193 Warszawa, uodo.gov.pl).

## 7. Bezpieczeństwo

Połączenie z serwisem jest szyfrowane (HTTPS), hasła przechowujemy wyłącznie w postaci skrótów, a dostęp do danych mają tylko uprawnione osoby chronione dwuskładnikowym logowaniem. Nie podejmujemy wobec ciebie decyzji opartych wyłącznie na zautomatyzowanym przetwarzaniu ani nie profilujemy cię w celach marketingowych.

## 8. Zmiany polityki

O istotnych zmianach poinformujemy na tej stronie, a subskrybentów newslettera — także e-mailem. Data ostatniej aktualizacji znajduje się pod tytułem.
$md$,
  'published',
  '2026-11-01 09:00:00+01',
  '2026-11-01 09:00:00+01'
),
(
  'slownik-ai',
  'Słownik AI',
  'Słownik pojęć generowania obrazów przez AI: od CFG i LoRA po źródło światła. Definicje po polsku z przykładami.',
  $md$
Prompt, ziarno, LoRA, CFG, inpainting — świat generatorów obrazów ma własny język. Zebraliśmy najważniejsze pojęcia i wyjaśniamy je po polsku, z przykładem z praktyki i odnośnikami do artykułów, w których wracamy do tematu.
$md$,
  'published',
  '2026-11-01 09:00:00+01',
  '2026-11-01 09:00:00+01'
),
(
  'ranking-top-ai',
  'Ranking narzędzi AI do obrazów i wideo',
  'Porównanie najlepszych generatorów obrazów i wideo AI: ocena, ceny, darmowy plan, licencja komercyjna i obsługa języka polskiego.',
  $md$
Testujemy generatory na tych samych zadaniach: fotografia produktu, ilustracja, plakat z napisem i krótki klip. Kolejność ustala redakcja — liczy się jakość obrazu, posłuszeństwo wobec promptu, cena, warunki licencji i to, jak narzędzie radzi sobie z językiem polskim. Ceny to najtańszy płatny plan przy płatności miesięcznej, w dolarach amerykańskich; sprawdź aktualny cennik u dostawcy przed zakupem.
$md$,
  'published',
  '2026-11-01 09:00:00+01',
  '2026-11-01 09:00:00+01'
)
on conflict (slug) do nothing;

-- Who runs the site and how to reach the editors (/o-nas, /kontakt; the contact form is below the /kontakt text).
insert into public.site_pages (slug, title, description, body_md, status, published_at, updated_at)
values
(
  'o-nas',
  'O nas',
  'Kto tworzy serwis Obrazy AI, jak testujemy narzędzia i skąd biorą się ilustracje na stronie.',
  $md$
Obrazy AI to niezależny serwis o generowaniu obrazów sztuczną inteligencją — po polsku, bez reklam i bez artykułów sponsorowanych. Piszemy dla grafików, marketerów, twórców treści i wszystkich, którzy chcą świadomie korzystać z Midjourney, DALL·E, Firefly, Fluxa i ich następców.

## Kto pisze

Redakcję tworzą praktycy: projektanci graficzni, osoby prowadzące szkolenia z narzędzi AI i redaktorzy, którzy na co dzień przygotowują materiały dla klientów. Każdy tekst przed publikacją czyta druga osoba z redakcji, a poradniki sprawdzamy, odtwarzając opisane kroki od początku do końca.

## Jak testujemy

- Ranking układamy na podstawie tych samych zadań dla każdego narzędzia: fotografia produktu, ilustracja, plakat z napisem i krótki klip.
- Płacimy za narzędzia sami; żaden dostawca nie ma wpływu na kolejność w rankingu ani na treść recenzji.
- Ceny i warunki licencji sprawdzamy u źródła i podajemy datę aktualizacji. Jeśli coś się zmieniło, [napisz do nas](/kontakt).

## Skąd ilustracje

Ilustracje na stronie (okładki, przykłady parametrów, tapety) powstają w naszych własnych skryptach graficznych, a nie w generatorach, o których piszemy. Dzięki temu możemy je swobodnie publikować i nie udajemy, że pokazują wyniki konkretnego modelu — są poglądowe i tak je opisujemy.

## Kontakt

Współpraca, szkolenia dla zespołów, uwagi do tekstów albo błąd na stronie — [formularz kontaktowy](/kontakt) trafia prosto do redakcji. W sprawach danych osobowych pisz na **prywatnosc@obrazy-ai.pl**.
$md$,
  'published',
  '2026-11-01 09:00:00+01',
  '2026-11-01 09:00:00+01'
),
(
  'kontakt',
  'Kontakt',
  'Napisz do redakcji Obrazy AI: współpraca, szkolenia, uwagi do treści albo błąd na stronie.',
  $md$
Odpowiadamy zwykle w ciągu 2 dni roboczych. Jeśli piszesz w sprawie szkolenia dla firmy, podaj liczbę osób i preferowany termin — przygotujemy ofertę szybciej. Zapytania o konkretne szkolenie możesz też wysłać ze [strony szkoleń](/szkolenie-midjourney-ai).
$md$,
  'published',
  '2026-11-01 09:00:00+01',
  '2026-11-01 09:00:00+01'
)
on conflict (slug) do nothing;

-- Interactive Midjourney parameter guides (/ai/midjourney-chaos, /ai/midjourney-stylize, /ai/midjourney-proporcje).

insert into public.parameter_guides
  (slug, parameter, title, lead, kind, min_value, max_value, step, default_value, base_prompt, steps, body_md, article_slug)
values
(
  'midjourney-chaos',
  '--chaos',
  'Parametr --chaos w Midjourney: przesuń suwak i zobacz różnicę',
  'Chaos decyduje, jak bardzo cztery obrazy jednej siatki różnią się od siebie. Przesuń suwak, a zobaczysz, czego spodziewać się przy danej wartości, i skopiujesz gotowy prompt.',
  'range', 0, 100, 1, 0,
  'plakat festiwalu jazzowego nad Wisłą, noc, neony',
  $json$[
    {"min": 0, "max": 0, "label": "Bez chaosu", "description": "Cztery obrazy to warianty jednego pomysłu: podobna kompozycja, kolory i styl. Wybierz, gdy prompt jest dopracowany i chcesz tylko wybrać najlepszą wersję."},
    {"min": 1, "max": 25, "label": "Lekka różnorodność", "description": "Ten sam pomysł, ale inne kadry, pozy i detale. Dobry punkt wyjścia, gdy wiesz, czego chcesz, ale nie jesteś pewien kompozycji."},
    {"min": 26, "max": 50, "label": "Wyraźna różnorodność", "description": "Każdy obraz to inna interpretacja promptu: zmienia się układ, paleta, czasem medium. Przydatne przy szukaniu kierunku dla projektu."},
    {"min": 51, "max": 80, "label": "Duży chaos", "description": "Zaskakujące kompozycje i style; część obrazów wyraźnie odbiega od opisu. Traktuj wyniki jak burzę mózgów, a nie gotowe grafiki."},
    {"min": 81, "max": 100, "label": "Eksperyment", "description": "Wyniki są nieprzewidywalne i często daleko od promptu. Sięgaj po tę wartość, gdy utknąłeś i potrzebujesz świeżego pomysłu."}
  ]$json$::jsonb,
  $md$
## Jak czytać ten suwak

Chaos nie poprawia jakości obrazu i nie dodaje „artystyczności” — zmienia tylko to, jak szeroko Midjourney rozrzuca cztery propozycje w jednej siatce. Przy tym samym prompcie i wartości 0 dostaniesz cztery bliskie sobie warianty, a przy 80 — cztery różne pomysły.

## Praktyczne zasady

- **Zacznij od 0–15**, jeśli prompt jest precyzyjny, a zależy ci na powtarzalności (np. seria grafik do kampanii).
- **Użyj 30–50**, gdy szukasz kierunku: kompozycji plakatu, stylu ilustracji, koncepcji okładki.
- **Powyżej 60** chaos przydaje się do inspiracji. Gdy trafisz na ciekawy obraz, wróć do niskiej wartości i rozwijaj go wariacjami.
- Chaos łączy się z `--weird` i `--stylize`, ale zmieniaj jeden parametr naraz — inaczej nie dowiesz się, co zadziałało.

Suwak pokazuje schemat, a nie prawdziwe obrazy z Midjourney: cztery kafelki rozchodzą się tym bardziej, im wyższa wartość chaosu.
$md$,
  'midjourney-parametr-chaos'
),
(
  'midjourney-stylize',
  '--stylize',
  'Parametr --stylize w Midjourney: ile własnej estetyki ma dodać model',
  'Stylize określa, jak mocno Midjourney upiększa obraz po swojemu, kosztem dosłownego trzymania się promptu. Przesuń suwak od 0 do 1000 i sprawdź, czego się spodziewać.',
  'range', 0, 1000, 10, 100,
  'filiżanka espresso na marmurowym blacie, poranne światło',
  $json$[
    {"min": 0, "max": 50, "label": "Dosłownie", "description": "Model trzyma się opisu i dodaje niewiele od siebie. Obrazy bywają proste i mniej efektowne, ale przewidywalne — dobre do zdjęć produktowych i ilustracji instruktażowych."},
    {"min": 51, "max": 150, "label": "Wartość domyślna", "description": "Okolice domyślnej wartości 100: rozsądna równowaga między promptem a estetyką Midjourney. Dobry wybór na start."},
    {"min": 151, "max": 400, "label": "Wyraźny styl Midjourney", "description": "Bardziej dopracowane światło, kompozycja i kolory. Szczegóły promptu wciąż są widoczne, ale model zaczyna je interpretować."},
    {"min": 401, "max": 750, "label": "Mocna estetyka", "description": "Obrazy są malarskie i efektowne, a drobne elementy opisu potrafią zniknąć. Sprawdza się w ilustracjach nastrojowych i tapetach."},
    {"min": 751, "max": 1000, "label": "Maksimum stylu", "description": "Najbardziej artystyczne i najmniej dosłowne wyniki. Prompt staje się raczej inspiracją niż instrukcją."}
  ]$json$::jsonb,
  $md$
## Stylize a tryb raw

Parametr `--stylize` (w skrócie `--s`) przyjmuje wartości od 0 do 1000, domyślnie 100. Działa razem z trybem `--style raw`, który sam z siebie ogranicza upiększanie: niska wartość stylize w trybie raw daje najbardziej „fotograficzne” i dosłowne obrazy.

## Kiedy jaką wartość

- **0–50** — zdjęcia produktów, instrukcje, grafiki, w których każdy element promptu musi się pojawić.
- **100–250** — większość zastosowań: ilustracje do artykułów, posty w mediach społecznościowych.
- **400 i więcej** — tapety, okładki, ilustracje nastrojowe, gdzie liczy się efekt, a nie zgodność z opisem.

Porównując wartości, używaj tego samego ziarna (`--seed`), żeby różnice wynikały tylko ze zmiany stylize.
$md$,
  'midjourney-parametr-stylize'
),
(
  'midjourney-proporcje',
  '--ar',
  'Proporcje obrazu w Midjourney (--ar): wybierz format do swojego projektu',
  'Parametr --ar ustawia proporcje kadru. Przesuń suwak od pionu do panoramy, a zobaczysz kształt kadru, typowe zastosowania i gotowy prompt do skopiowania.',
  'choice', null, null, null, 3,
  'kamienice na Rynku w Krakowie o świcie, akwarela',
  $json$[
    {"value": "9:16", "label": "Pion 9:16", "description": "Relacje na Instagramie i Facebooku, Reels, TikTok, tapety na telefon. Kompozycja pionowa — zostaw miejsce na napisy u góry i u dołu."},
    {"value": "2:3", "label": "Pion 2:3", "description": "Plakaty, okładki książek, odbitki 10×15 cm i 20×30 cm. Klasyczny pionowy format fotograficzny."},
    {"value": "4:5", "label": "Pion 4:5", "description": "Posty na Instagramie i Facebooku — zajmują więcej miejsca w kanale niż kwadrat. Dobre do portretów."},
    {"value": "1:1", "label": "Kwadrat 1:1", "description": "Domyślny format Midjourney. Awatary, miniatury, posty w siatce profilu, okładki albumów."},
    {"value": "3:2", "label": "Poziom 3:2", "description": "Klasyczna fotografia z aparatu, zdjęcia do artykułów i na bloga. Naturalny format dla krajobrazów."},
    {"value": "16:9", "label": "Poziom 16:9", "description": "Ekrany, prezentacje, miniatury na YouTube, tła do wideo. Najpopularniejszy format poziomy."},
    {"value": "21:9", "label": "Panorama 21:9", "description": "Kinowy kadr, banery na stronę, nagłówki newsletterów. Szerokie sceny i krajobrazy."}
  ]$json$::jsonb,
  $md$
## Proporcje zmieniają kompozycję

Midjourney nie przycina kwadratu do nowego formatu — od początku komponuje obraz w zadanych proporcjach. Ten sam prompt w formacie 9:16 i 21:9 da zupełnie inne kadry: w pionie model chętnie pokaże pojedynczą postać lub wysoki budynek, w panoramie — szeroki plan i przestrzeń wokół.

## Dobre praktyki

- **Wybierz format przed generowaniem.** Zmiana proporcji później (Zoom Out, Pan) działa, ale dogenerowane fragmenty bywają mniej spójne.
- **Planuj miejsce na tekst.** W formatach na relacje zostaw pusty pas u góry i u dołu, a w banerach — po jednej stronie.
- **Do druku** sprawdź proporcje formatu papieru: A4 to ok. 1:1,41, więc 2:3 jest najbliższym popularnym wyborem.

Proporcje można zapisywać dowolnymi liczbami całkowitymi, np. `--ar 7:4`; suwak pokazuje najczęściej używane.
$md$,
  'midjourney-proporcje-obrazu-ar'
)
on conflict (slug) do nothing;

insert into public.site_pages (slug, title, description, body_md, status, published_at, updated_at)
values (
  'znajdz-swoj-generator-ai',
  'Znajdź swój generator AI',
  'Odpowiedz na cztery pytania — budżet, zastosowanie, licencja i język — a dobierzemy generator obrazów lub wideo AI z naszego rankingu i wyjaśnimy dlaczego.',
  $md$
Nie ma jednego najlepszego generatora — jest taki, który pasuje do twojego budżetu, zadania i warunków licencji. Odpowiedz na cztery pytania, a podpowiemy, od czego zacząć. Propozycje liczymy na bieżąco z danych naszego [rankingu narzędzi AI](/ranking-top-ai).
$md$,
  'published',
  '2026-11-01 09:00:00+01',
  '2026-11-01 09:00:00+01'
)
on conflict (slug) do nothing;

-- Comparison articles (/ai/porownanie-dalle-midjourney-firefly-freepik, /ai/porownanie-gpt-midjourney-ideogram-flux-freepik).

insert into public.tool_comparisons (slug, title, lead, body_md, tool_slugs, status, published_at, updated_at)
values
(
  'porownanie-dalle-midjourney-firefly-freepik',
  'DALL·E, Midjourney, Firefly czy Freepik? Porównanie dla twórców i firm',
  'Cztery popularne generatory obrazów, cztery różne filozofie: rozmowa w ChatGPT, estetyka Midjourney, bezpieczna licencja Adobe i wszystko w jednym abonamencie Freepika. Porównujemy je na tych samych zadaniach.',
  $md$
## Najpierw ważna zmiana: DALL·E to dziś GPT Image

W marcu 2025 roku OpenAI zastąpiło w ChatGPT model DALL·E 3 generowaniem obrazów wbudowanym w model GPT-4o, a potem udostępniło je w API jako GPT Image. Kto dziś „używa DALL·E” w ChatGPT, w praktyce korzysta z następcy — dlatego w tabeli porównujemy GPT Image. DALL·E 3 wciąż bywa dostępny w API i narzędziach firm trzecich, np. w Bing Image Creator.

## Jak testowaliśmy

Każde narzędzie dostało te same cztery zadania: zdjęcie produktu (kubek na drewnianym blacie), ilustrację do artykułu, plakat z polskim napisem i poprawkę istniejącego obrazu. Oceniamy jakość, posłuszeństwo wobec promptu, wygodę pracy po polsku i warunki licencji.

## Wyniki w skrócie

- **GPT Image (dawniej DALL·E)** najlepiej rozumie polskie polecenia i poprawki w rozmowie („to samo, ale na ciemnym tle”). Świetny do grafik z tekstem i szybkich edycji, słabszy w „artystycznym” klimacie.
- **Midjourney** daje najpiękniejsze obrazy bez wysiłku i najlepiej trzyma styl w serii dzięki referencjom `--sref`. Wymaga płatnego planu i lepiej pisać w nim po angielsku.
- **Adobe Firefly** to wybór dla firm: modele trenowane na licencjonowanych treściach, integracja z Photoshopem (Generative Fill) i polski interfejs. Estetyka bywa zachowawcza.
- **Freepik AI** łączy kilka modeli (m.in. Flux i Imagen) z edytorem, upscalerem i wideo w jednym abonamencie. Dobry dla marketerów, choć jakość zależy od wybranego modelu.

## Który wybrać?

Jeśli piszesz po polsku i często poprawiasz obrazy — GPT Image. Jeśli liczy się efekt wizualny i spójny styl marki — Midjourney. Jeśli pracujesz w Adobe i potrzebujesz spokoju licencyjnego — Firefly. Jeśli chcesz wielu narzędzi za jedną opłatę — Freepik.

Tabelę poniżej możesz sortować: kliknij nagłówek kolumny. Dane pochodzą z naszego rankingu i aktualizujemy je razem z nim.
$md$,
  array['gpt-image', 'midjourney', 'adobe-firefly', 'freepik-ai'],
  'published',
  '2026-11-05 09:00:00+01',
  '2026-11-05 09:00:00+01'
),
(
  'porownanie-gpt-midjourney-ideogram-flux-freepik',
  'GPT Image, Midjourney, Ideogram, Flux i Freepik: który generator do czego?',
  'Pięć generatorów, które dziś wybiera się najczęściej. Sprawdzamy, który najlepiej radzi sobie z tekstem na obrazie, fotorealizmem, ilustracją i pracą po polsku — i ile za to zapłacisz.',
  $md$
## Pięć narzędzi, pięć specjalności

Żaden generator nie wygrywa we wszystkim. Zamiast szukać zwycięzcy, warto dobrać narzędzie do zadania — a czasem połączyć dwa, np. wygenerować tło w Midjourney, a napis dodać w Ideogramie.

## Tekst na obrazach

Najlepiej wypadają **Ideogram** i **GPT Image**: krótkie hasła są czytelne za pierwszym razem. Polskie znaki (ą, ę, ł, ż) to wciąż wyzwanie dla wszystkich modeli — sprawdzaj każdą literę, a dłuższe teksty dodawaj w edytorze graficznym. **Flux** radzi sobie dobrze z krótkimi napisami, **Midjourney** wyraźnie słabiej.

## Fotorealizm

**Flux** i **Midjourney** w trybie `--style raw` dają najbardziej przekonujące zdjęcia: skóra, materiały, światło. GPT Image jest poprawny, ale łatwo rozpoznać jego „wygładzony” styl. Freepik pozwala wybrać Fluxa lub Imagen i dokłada upscaler.

## Ilustracja i styl

Tu prowadzi **Midjourney**: referencje stylu, parametr `--stylize` i ogromna różnorodność estetyk. Ideogram ma dobre presety do plakatów i logo, Freepik — gotowe style do materiałów marketingowych.

## Praca po polsku

**GPT Image** rozumie polskie polecenia najlepiej, bo prośba przechodzi przez model językowy. Freepik ma polski interfejs. W Midjourney, Fluxie i Ideogramie opłaca się pisać prompty po angielsku.

## Koszty i licencje

Najtańszy start daje Ideogram z darmowym planem i tanim planem Basic. Flux to płatność za obraz w API albo darmowy model schnell na własnym komputerze — ale uwaga: licencja Flux.1 dev nie pozwala na komercyjne użycie samego modelu. W Midjourney duże firmy potrzebują planu Pro lub Mega.

Tabelę możesz sortować, klikając nagłówki kolumn. Szczegóły licencji każdego narzędzia znajdziesz w [rankingu](/ranking-top-ai).
$md$,
  array['gpt-image', 'midjourney', 'ideogram', 'flux', 'freepik-ai'],
  'published',
  '2026-11-12 09:00:00+01',
  '2026-11-12 09:00:00+01'
)
on conflict (slug) do nothing;

-- The 12 brand archetypes (after Margaret Mark and Carol S. Pearson) and the brand identity quiz.

insert into public.brand_archetypes
  (slug, position, name, motto, summary, description, desire, fear, voice, traits, brands, colors, prompt_tip)
values
('niewinny', 1, 'Niewinny', 'Bądź sobą i ciesz się prostotą.',
 'Optymizm, prostota i poczucie, że świat może być dobry.',
 'Marka Niewinnego obiecuje czystość, szczerość i brak komplikacji. Nie moralizuje, tylko pokazuje jaśniejszą stronę codzienności. Sprawdza się w produktach naturalnych, spożywczych i rodzinnych.',
 'szczęście i bezpieczeństwo', 'zrobienie czegoś złego, rozczarowanie', 'pogodny, prosty, szczery',
 array['optymizm', 'uczciwość', 'prostota', 'nostalgia'], array['Coca-Cola', 'Dove', 'Innocent'], array['#ffffff', '#a8d8f0', '#f6e7a1'],
 'jasne, wysokie światło, pastelowe barwy, dużo bieli i przestrzeni, naturalne uśmiechy, poranna sceneria'),
('medrzec', 2, 'Mędrzec', 'Prawda cię wyzwoli.',
 'Wiedza, ekspertyza i pomoc w rozumieniu świata.',
 'Mędrzec zdobywa zaufanie rzetelnością: wyjaśnia, porządkuje i opiera się na faktach. Pasuje do edukacji, doradztwa, technologii i mediów, które mają pomagać podejmować mądre decyzje.',
 'zrozumienie świata i prawda', 'bycie wprowadzonym w błąd, niewiedza', 'rzeczowy, spokojny, ekspercki',
 array['wiedza', 'obiektywizm', 'analiza', 'mentorstwo'], array['Google', 'TED', 'The Economist'], array['#1f3a5f', '#6b7b8c', '#e8e4d8'],
 'stonowana paleta, biblioteki i pracownie, miękkie światło z okna, kompozycja uporządkowana i symetryczna'),
('odkrywca', 3, 'Odkrywca', 'Nie zamykaj mnie w klatce.',
 'Wolność, przygoda i odkrywanie nowych miejsc i możliwości.',
 'Odkrywca mówi do ludzi, którzy chcą wyjść poza rutynę. Obiecuje autentyczne doświadczenia i samodzielność. Typowy dla turystyki, outdooru, motoryzacji i marek dla niezależnych.',
 'wolność i autentyczne przeżycia', 'uwięzienie, konformizm, pustka', 'odważny, szczery, zachęcający',
 array['niezależność', 'ciekawość', 'autentyczność', 'ambicja'], array['The North Face', 'Jeep', 'Patagonia'], array['#4a5d3a', '#a0522d', '#d9c8a9'],
 'szerokie plany, krajobrazy górskie i dzikie, naturalne światło złotej godziny, postać widziana od tyłu, patrząca w dal'),
('buntownik', 4, 'Buntownik', 'Zasady są po to, by je łamać.',
 'Sprzeciw wobec status quo i odwaga, by robić po swojemu.',
 'Buntownik przyciąga ludzi, którzy nie chcą pasować do schematu. Prowokuje, kwestionuje i obiecuje zmianę. Sprawdza się w modzie ulicznej, motocyklach, muzyce i markach, które rzucają wyzwanie liderom rynku.',
 'rewolucja i wolność od reguł', 'bezsilność i przeciętność', 'bezpośredni, prowokujący, bezkompromisowy',
 array['odwaga', 'niezależność', 'prowokacja', 'radykalizm'], array['Harley-Davidson', 'Diesel', 'Liquid Death'], array['#111111', '#c1121f', '#8d99ae'],
 'wysoki kontrast, twarde światło, ziarno kliszy, miejskie i industrialne tła, nieoczywiste kadry z dołu'),
('czarodziej', 5, 'Czarodziej', 'Sprawiam, że marzenia się spełniają.',
 'Przemiana, wyobraźnia i chwile, które wydają się magiczne.',
 'Czarodziej obiecuje transformację: zwykłe staje się niezwykłe. Buduje zachwyt i poczucie, że z marką możliwe jest więcej. Pasuje do rozrywki, technologii, kosmetyków i doświadczeń premium.',
 'zrozumienie praw świata i ich przemiana', 'niezamierzone, negatywne skutki', 'wizjonerski, tajemniczy, inspirujący',
 array['wizja', 'charyzma', 'przemiana', 'wyobraźnia'], array['Disney', 'Dyson', 'Red Bull Media House'], array['#3c096c', '#240046', '#ffd166'],
 'świetliste cząsteczki, światło wolumetryczne, głęboki fiolet i złoto, sceny na granicy snu, efekt „wow”'),
('bohater', 6, 'Bohater', 'Gdzie jest wola, tam jest droga.',
 'Odwaga, determinacja i udowadnianie swojej wartości.',
 'Bohater inspiruje do przekraczania własnych granic. Mówi o wysiłku, zwycięstwie i mistrzostwie. Naturalny dla sportu, fitnessu, marek technicznych i organizacji, które rozwiązują trudne problemy.',
 'udowodnienie swojej wartości odważnym czynem', 'słabość, tchórzostwo', 'motywujący, dynamiczny, pewny siebie',
 array['odwaga', 'dyscyplina', 'kompetencja', 'wytrwałość'], array['Nike', 'Adidas', 'FedEx'], array['#d00000', '#03071e', '#faa307'],
 'dynamiczny ruch, niska perspektywa, pot i wysiłek, kontrastowe światło z boku, zamrożony moment zwycięstwa'),
('kochanek', 7, 'Kochanek', 'Liczysz się tylko ty.',
 'Zmysłowość, bliskość i przyjemność płynąca z piękna.',
 'Kochanek buduje emocjonalną więź i pragnienie. Otacza klienta pięknem, zmysłowymi doznaniami i poczuciem wyjątkowości. Typowy dla mody, perfum, biżuterii, słodyczy premium i hoteli.',
 'bliskość i przeżycie przyjemności', 'samotność, bycie niechcianym', 'zmysłowy, ciepły, elegancki',
 array['namiętność', 'zmysłowość', 'oddanie', 'estetyka'], array['Chanel', 'Magnum', 'Godiva'], array['#800f2f', '#ffccd5', '#c9a227'],
 'miękkie, ciepłe światło, płytka głębia ostrości, satyna, aksamit i złote akcenty, zbliżenia na detale'),
('blazen', 8, 'Błazen', 'Żyje się tylko raz.',
 'Humor, lekkość i radość z chwili.',
 'Błazen rozbraja śmiechem i dystansem do siebie. Łamie powagę kategorii i zostaje w pamięci. Sprawdza się w przekąskach, napojach, grach i markach, które chcą wyróżnić się w nudnej branży.',
 'radość i dobra zabawa', 'nuda i bycie nudnym', 'zabawny, bezczelny, lekki',
 array['humor', 'spontaniczność', 'zabawa', 'dystans'], array['Old Spice', 'M&M''s', 'Duolingo'], array['#ffbe0b', '#fb5607', '#3a86ff'],
 'nasycone kolory, przerysowane miny, absurdalne zestawienia, ilustracyjna lub kolażowa stylistyka'),
('towarzysz', 9, 'Towarzysz (zwykły człowiek)', 'Wszyscy jesteśmy równi.',
 'Przynależność, swojskość i brak zadęcia.',
 'Towarzysz mówi językiem klienta i jest „jednym z nas”. Obiecuje rzetelność bez luksusowego nadęcia i wspólnotę. Pasuje do marek masowych, sieci sklepów, usług codziennych i produktów dla całej rodziny.',
 'przynależność i kontakt z innymi', 'wykluczenie, wyróżnianie się na siłę', 'przyjazny, swojski, praktyczny',
 array['empatia', 'realizm', 'skromność', 'wspólnota'], array['IKEA', 'Levi''s', 'Lidl'], array['#457b9d', '#f1faee', '#e9c46a'],
 'zwyczajni ludzie w prawdziwych wnętrzach, naturalne światło dzienne, reportażowy kadr, brak pozowania'),
('opiekun', 10, 'Opiekun', 'Kochaj bliźniego swego.',
 'Troska, ochrona i pomoc innym.',
 'Opiekun daje poczucie bezpieczeństwa i wsparcia. Stawia potrzeby klienta na pierwszym miejscu, a jego komunikacja jest ciepła i godna zaufania. Naturalny dla zdrowia, opieki, ubezpieczeń, edukacji dzieci i organizacji społecznych.',
 'chronić innych przed krzywdą', 'egoizm i niewdzięczność', 'ciepły, troskliwy, uspokajający',
 array['empatia', 'hojność', 'cierpliwość', 'odpowiedzialność'], array['Volvo', 'UNICEF', 'Johnson''s Baby'], array['#6a994e', '#f2e8cf', '#a7c957'],
 'miękkie, rozproszone światło, bliskość i dotyk, ciepłe zielenie i beże, spokojne, domowe sceny'),
('wladca', 11, 'Władca', 'Władza nie jest wszystkim. Jest jedyną rzeczą.',
 'Kontrola, prestiż i tworzenie porządku.',
 'Władca obiecuje stabilność, jakość i status. Komunikuje się z autorytetem i dba o każdy detal. Typowy dla luksusu, finansów, motoryzacji premium i marek, które są liderami kategorii.',
 'kontrola i dobrobyt', 'chaos i utrata pozycji', 'autorytatywny, elegancki, powściągliwy',
 array['przywództwo', 'odpowiedzialność', 'prestiż', 'porządek'], array['Rolex', 'Mercedes-Benz', 'American Express'], array['#0b1d3a', '#c9a227', '#e5e5e5'],
 'symetria, monumentalne wnętrza, ciemne tła ze złotymi akcentami, produkt w centrum, oświetlenie studyjne'),
('tworca', 12, 'Twórca', 'Jeśli można to sobie wyobrazić, można to zrobić.',
 'Kreatywność, innowacja i tworzenie rzeczy o trwałej wartości.',
 'Twórca inspiruje do wyrażania siebie i budowania nowego. Ceni oryginalność, rzemiosło i narzędzia, które dają swobodę. Pasuje do marek dla projektantów, artystów, rękodzieła i technologii kreatywnych — także generatorów AI.',
 'stworzyć coś o trwałej wartości', 'przeciętność i brak wizji', 'inspirujący, pomysłowy, ekspresyjny',
 array['kreatywność', 'wyobraźnia', 'rzemiosło', 'innowacja'], array['LEGO', 'Adobe', 'Canon'], array['#ff006e', '#8338ec', '#ffbe0b'],
 'pracownia pełna szkiców i narzędzi, ręce przy pracy, kolorowe akcenty, widoczna faktura materiałów')
on conflict (slug) do nothing;

insert into public.brand_quiz_questions (position, question, answers)
values
(1, 'Co najbardziej chcesz dać swoim klientom?', $json$[
  {"text": "Poczucie bezpieczeństwa i troski", "archetypes": ["opiekun", "niewinny"]},
  {"text": "Wiedzę i pewność, że podejmują dobre decyzje", "archetypes": ["medrzec", "wladca"]},
  {"text": "Przygodę i wolność", "archetypes": ["odkrywca", "buntownik"]},
  {"text": "Radość i dobrą zabawę", "archetypes": ["blazen", "kochanek"]}
]$json$::jsonb),
(2, 'Jak brzmi twoja marka, gdy mówi?', $json$[
  {"text": "Ciepło i prosto, jak dobry sąsiad", "archetypes": ["towarzysz", "opiekun"]},
  {"text": "Pewnie i z klasą", "archetypes": ["wladca", "kochanek"]},
  {"text": "Z humorem i dystansem do siebie", "archetypes": ["blazen", "towarzysz"]},
  {"text": "Inspirująco, jakby zapowiadała przemianę", "archetypes": ["czarodziej", "bohater"]}
]$json$::jsonb),
(3, 'Czego twoja marka nie zniesie?', $json$[
  {"text": "Nudy i powielania schematów", "archetypes": ["tworca", "buntownik"]},
  {"text": "Chaosu i bylejakości", "archetypes": ["wladca", "medrzec"]},
  {"text": "Poddawania się bez walki", "archetypes": ["bohater", "odkrywca"]},
  {"text": "Obojętności i chłodu", "archetypes": ["kochanek", "opiekun"]}
]$json$::jsonb),
(4, 'Która scena najlepiej pasuje do twojej kampanii?', $json$[
  {"text": "Słoneczna kuchnia i rodzinne śniadanie", "archetypes": ["niewinny", "towarzysz"]},
  {"text": "Samotny szczyt górski o świcie", "archetypes": ["odkrywca", "bohater"]},
  {"text": "Pracownia pełna szkiców, farb i prototypów", "archetypes": ["tworca", "medrzec"]},
  {"text": "Scena pełna świateł, na której dzieje się coś niemożliwego", "archetypes": ["czarodziej", "kochanek"]}
]$json$::jsonb),
(5, 'Jak klienci mają się czuć po kontakcie z tobą?', $json$[
  {"text": "Silniejsi i gotowi do działania", "archetypes": ["bohater", "wladca"]},
  {"text": "Zaopiekowani i spokojni", "archetypes": ["opiekun", "niewinny"]},
  {"text": "Zrozumiani, jak wśród swoich", "archetypes": ["towarzysz", "kochanek"]},
  {"text": "Zaskoczeni, jakby zobaczyli coś magicznego", "archetypes": ["czarodziej", "blazen"]}
]$json$::jsonb),
(6, 'Jak najchętniej wyróżniasz się na rynku?', $json$[
  {"text": "Łamię zasady branży", "archetypes": ["buntownik", "blazen"]},
  {"text": "Tworzę rzeczy, których jeszcze nie było", "archetypes": ["tworca", "czarodziej"]},
  {"text": "Jestem ekspertem, do którego wszyscy wracają", "archetypes": ["medrzec", "opiekun"]},
  {"text": "Oferuję prestiż i najwyższą jakość", "archetypes": ["wladca", "kochanek"]}
]$json$::jsonb),
(7, 'Jaka paleta kolorów jest ci najbliższa?', $json$[
  {"text": "Biel, błękit i pastele", "archetypes": ["niewinny", "opiekun"]},
  {"text": "Czerń, czerwień i metal", "archetypes": ["buntownik", "bohater"]},
  {"text": "Głęboki fiolet, granat i złoto", "archetypes": ["czarodziej", "wladca"]},
  {"text": "Ziemiste zielenie, brązy i khaki", "archetypes": ["odkrywca", "towarzysz"]}
]$json$::jsonb),
(8, 'Co powie o tobie zadowolony klient?', $json$[
  {"text": "„Dzięki nim wreszcie zrozumiałem, o co w tym chodzi”", "archetypes": ["medrzec", "tworca"]},
  {"text": "„Z nimi zawsze jest wesoło”", "archetypes": ["blazen", "towarzysz"]},
  {"text": "„Pomogli mi wygrać”", "archetypes": ["bohater", "buntownik"]},
  {"text": "„Zakochałem się od pierwszego wejrzenia”", "archetypes": ["kochanek", "czarodziej"]}
]$json$::jsonb)
on conflict (position) do nothing;

insert into public.site_pages (slug, title, description, body_md, status, published_at, updated_at)
values
(
  'archetypy',
  '12 archetypów marki',
  'Dwanaście archetypów marki z przykładami, kolorami i wskazówkami, jak oddać je w obrazach generowanych przez AI.',
  $md$
Archetypy marki to dwanaście uniwersalnych postaci — od Niewinnego po Twórcę — opisanych przez Margaret Mark i Carol S. Pearson na podstawie psychologii Carla Gustava Junga. Pomagają ustalić, jaką osobowość ma marka, jak mówi i jak wygląda. Przy każdym archetypie podpowiadamy też, jak oddać go w promptach do generatorów obrazów, żeby grafiki AI pasowały do identyfikacji marki.
$md$,
  'published',
  '2026-11-08 09:00:00+01',
  '2026-11-08 09:00:00+01'
),
(
  'identyfikacja-brandu',
  'Quiz: jaki archetyp ma twoja marka?',
  'Osiem pytań o wartości, ton i estetykę twojej marki. Na końcu poznasz jej archetyp, wskazówki do promptów AI i link do wyniku, którym możesz się podzielić.',
  $md$
Odpowiedz na osiem pytań, myśląc o marce, którą tworzysz lub prowadzisz — nie o sobie. Nie ma złych odpowiedzi: wynik to punkt wyjścia do rozmowy o identyfikacji, a nie wyrocznia.
$md$,
  'published',
  '2026-11-08 09:00:00+01',
  '2026-11-08 09:00:00+01'
)
on conflict (slug) do nothing;

-- Laws of UX (/ux/prawa-ux).

insert into public.ux_laws (slug, position, name, original_name, category, summary, description, example, tip, origin)
values
('prawo-fittsa', 1, 'Prawo Fittsa', 'Fitts’s Law', 'wydajność',
 'Czas trafienia w cel zależy od odległości do niego i jego wielkości.',
 'Im mniejszy i dalszy przycisk, tym dłużej trwa trafienie w niego i tym częściej użytkownik chybia. Duże, bliskie cele są szybsze — szczególnie na ekranach dotykowych.',
 'Przycisk „Generuj” w aplikacji do obrazów AI jest duży i stoi tuż pod polem promptu, a nie w rogu ekranu.',
 'Główne akcje rób duże i umieszczaj blisko miejsca, w którym użytkownik właśnie pracuje; zachowaj odstępy między celami dotykowymi.',
 'Paul Fitts, 1954'),
('prawo-hicka', 2, 'Prawo Hicka', 'Hick’s Law (Hick–Hyman)', 'decyzje',
 'Czas podjęcia decyzji rośnie wraz z liczbą i złożonością możliwości.',
 'Każda dodatkowa opcja wydłuża wybór — w przybliżeniu logarytmicznie. Przy zbyt wielu możliwościach ludzie odkładają decyzję albo wybierają przypadkowo.',
 'Generator z 40 stylami na jednym ekranie paraliżuje; ten sam generator z sześcioma polecanymi stylami i przyciskiem „Więcej” jest szybszy w użyciu.',
 'Ogranicz liczbę opcji na starcie, grupuj je i podpowiadaj domyślny wybór; zaawansowane ustawienia schowaj za rozwinięciem.',
 'William Hick i Ray Hyman, 1952'),
('prawo-jakoba', 3, 'Prawo Jakoba', 'Jakob’s Law', 'zasady',
 'Użytkownicy spędzają większość czasu w innych serwisach i oczekują, że twój działa tak samo.',
 'Ludzie przenoszą nawyki z miejsc, które znają. Nietypowa nawigacja czy nowe znaczenie znanych ikon zmuszają ich do uczenia się od nowa, co męczy i zniechęca.',
 'Logo w lewym górnym rogu prowadzi na stronę główną, a ikona lupy otwiera wyszukiwarkę — tak jak na innych stronach.',
 'Innowuj w treści i wartości, a nie w podstawowych wzorcach interakcji; zmiany wprowadzaj stopniowo.',
 'Jakob Nielsen, 2000'),
('prawo-millera', 4, 'Prawo Millera', 'Miller’s Law', 'pamięć',
 'Pamięć robocza mieści naraz tylko kilka elementów.',
 'George Miller pisał o „magicznej liczbie siedem plus minus dwa”; nowsze badania wskazują raczej na około czterech porcji. Nie chodzi o limit pozycji w menu, ale o to, by nie kazać ludziom pamiętać zbyt wiele naraz.',
 'Numer zamówienia „4829 1037 5521” dzielony na grupy łatwiej przepisać niż „482910375521”.',
 'Dziel informacje na porcje (chunking), pokazuj to, co potrzebne, zamiast kazać zapamiętywać.',
 'George A. Miller, 1956'),
('prawo-teslera', 5, 'Prawo Teslera', 'Tesler’s Law (zachowanie złożoności)', 'zasady',
 'Każdy system ma złożoność, której nie da się usunąć — można tylko zdecydować, kto ją poniesie.',
 'Złożoność nie znika, gdy ukryjesz opcje: albo przejmuje ją system (projektant, programista), albo użytkownik. Dobre projekty biorą jak najwięcej na siebie.',
 'Zamiast prosić o rozdzielczość w pikselach, generator pyta „Do czego potrzebujesz obrazu?” i sam dobiera format.',
 'Szukaj miejsc, w których system może zgadnąć, policzyć albo podpowiedzieć za użytkownika — ale nie upraszczaj na siłę kosztem kontroli.',
 'Larry Tesler, lata 80.'),
('efekt-estetyki-i-uzytecznosci', 6, 'Efekt estetyki i użyteczności', 'Aesthetic–Usability Effect', 'percepcja',
 'Ładne interfejsy wydają się łatwiejsze w obsłudze.',
 'Ludzie wybaczają drobne problemy estetycznym produktom i oceniają je jako bardziej użyteczne. To zaleta, ale też pułapka: w testach ładny prototyp może ukrywać prawdziwe błędy.',
 'Dopracowana galeria przykładów sprawia, że nowy użytkownik ufa generatorowi, zanim cokolwiek wygeneruje.',
 'Dbaj o estetykę, ale w testach użyteczności patrz na zachowanie ludzi, nie tylko na ich opinie.',
 'Masaaki Kurosu i Kaori Kashimura, 1995'),
('efekt-von-restorffa', 7, 'Efekt von Restorff', 'Von Restorff Effect (efekt izolacji)', 'percepcja',
 'Element, który odróżnia się od pozostałych, zostaje zapamiętany.',
 'Wśród podobnych obiektów zauważamy i pamiętamy ten inny — kolorem, kształtem, wielkością. Działa tylko wtedy, gdy wyróżnień jest mało.',
 'W cenniku plan „Najczęściej wybierany” ma inną ramkę i kolor, więc przyciąga wzrok.',
 'Wyróżniaj tylko to, co naprawdę najważniejsze; nie polegaj wyłącznie na kolorze, bo nie każdy go rozróżnia.',
 'Hedwig von Restorff, 1933'),
('efekt-zeigarnik', 8, 'Efekt Zeigarnik', 'Zeigarnik Effect', 'pamięć',
 'Niedokończone zadania pamiętamy lepiej niż ukończone.',
 'Przerwane czynności „wiszą” w pamięci i motywują do powrotu. Pasek postępu czy lista brakujących kroków wykorzystują to zjawisko.',
 'Profil z komunikatem „Uzupełniono 3 z 5 kroków” zachęca do dokończenia konfiguracji.',
 'Pokazuj postęp i jasno oznaczaj, co zostało do zrobienia — ale nie wymyślaj sztucznych zadań.',
 'Bluma Zeigarnik, 1927'),
('regula-szczytu-i-konca', 9, 'Reguła szczytu i końca', 'Peak–End Rule', 'pamięć',
 'Doświadczenie oceniamy po jego najmocniejszym momencie i zakończeniu.',
 'Nie uśredniamy wszystkich chwil — pamiętamy szczyt emocji i to, jak się skończyło. Złe zakończenie potrafi zepsuć dobre wrażenie z całości.',
 'Po wygenerowaniu pierwszego obrazu serwis pokazuje efektowny podgląd i podpowiada, jak go udoskonalić, zamiast suchego komunikatu.',
 'Zaprojektuj momenty sukcesu i zakończenia (potwierdzenia, podziękowania) tak starannie jak ekran główny.',
 'Daniel Kahneman i współpracownicy, 1993'),
('prog-dohertyego', 10, 'Próg Doherty’ego', 'Doherty Threshold', 'wydajność',
 'Produktywność rośnie, gdy system odpowiada szybciej niż w około 400 ms.',
 'Przy krótkim czasie odpowiedzi użytkownik i komputer pracują w rytmie, który nie rozprasza uwagi. Gdy odpowiedź musi trwać dłużej, trzeba pokazać, że coś się dzieje.',
 'Generowanie obrazu trwa kilkanaście sekund, więc serwis od razu pokazuje podgląd z postępem zamiast pustego ekranu.',
 'Odpowiadaj natychmiast choćby potwierdzeniem, używaj szkieletów i podglądu postępu przy dłuższych operacjach.',
 'Walter Doherty i Ahrvind Thadani, 1982'),
('prawo-postela', 11, 'Prawo Postela', 'Postel’s Law (zasada odporności)', 'zasady',
 'Bądź liberalny w tym, co przyjmujesz, i konserwatywny w tym, co wysyłasz.',
 'Zasada z projektowania protokołów sieciowych przeniesiona do UX: akceptuj różne formaty danych od ludzi, a sam komunikuj się jednoznacznie.',
 'Pole telefonu przyjmuje „600 123 456”, „+48600123456” i „600-123-456”, a zapisuje zawsze jeden format.',
 'Normalizuj dane po stronie systemu zamiast odrzucać „zły format”; komunikaty błędów pisz konkretnie.',
 'Jon Postel, 1980'),
('prawo-blizkosci', 12, 'Prawo bliskości', 'Law of Proximity (Gestalt)', 'percepcja',
 'Elementy położone blisko siebie odbieramy jako powiązane.',
 'Odstępy mówią więcej niż ramki: grupują etykiety z polami, przyciski z treścią, której dotyczą. Zbyt równe odstępy wszędzie zacierają strukturę.',
 'Etykieta „Prompt negatywny” stoi tuż nad swoim polem, a dalej od pola powyżej — nikt nie myli, czego dotyczy.',
 'Używaj mniejszych odstępów wewnątrz grup i większych między grupami.',
 'Psychologia Gestalt, lata 20. XX wieku'),
('prawo-podobienstwa', 13, 'Prawo podobieństwa', 'Law of Similarity (Gestalt)', 'percepcja',
 'Elementy podobne do siebie odbieramy jako należące do jednej grupy.',
 'Ten sam kolor, kształt czy styl sugeruje tę samą funkcję. Jeśli linki wyglądają jak zwykły tekst albo przyciski jak etykiety, użytkownik się gubi.',
 'Wszystkie tagi w serwisie mają ten sam kształt „pigułki”, więc wiadomo, że każdy prowadzi do listy artykułów.',
 'Nadaj elementom o tej samej funkcji ten sam wygląd i konsekwentnie go utrzymuj.',
 'Psychologia Gestalt, lata 20. XX wieku'),
('prawo-wspolnego-regionu', 14, 'Prawo wspólnego regionu', 'Law of Common Region (Gestalt)', 'percepcja',
 'Elementy w jednym wyraźnie oddzielonym obszarze odbieramy jako grupę.',
 'Karta, tło czy ramka łączą elementy silniej niż sama bliskość. To podstawa kart z treścią i paneli ustawień.',
 'Każde narzędzie w rankingu ma osobną kartę z ceną, licencją i zaletami — informacje nie mieszają się między narzędziami.',
 'Grupuj powiązane treści w karty lub sekcje z tłem, ale nie zamykaj w ramkach wszystkiego.',
 'Stephen Palmer, 1992'),
('prawo-pragnanz', 15, 'Prawo Prägnanz', 'Law of Prägnanz (prostoty)', 'percepcja',
 'Złożone kształty odbieramy w najprostszej możliwej formie.',
 'Mózg upraszcza to, co widzi, by zużyć jak najmniej wysiłku. Proste, czytelne formy są szybciej rozpoznawane i łatwiej zapamiętywane.',
 'Prosta ikona aparatu jest rozpoznawana natychmiast, szczegółowa ilustracja aparatu w rozmiarze 16 pikseli — nie.',
 'Upraszczaj ikony, ilustracje i układy; usuwaj detale, które nie niosą znaczenia.',
 'Psychologia Gestalt, Max Wertheimer, 1923'),
('efekt-pozycji-szeregowej', 16, 'Efekt pozycji szeregowej', 'Serial Position Effect', 'pamięć',
 'Najlepiej zapamiętujemy pierwsze i ostatnie elementy listy.',
 'Początek listy zapada w pamięć dzięki efektowi pierwszeństwa, koniec — dzięki efektowi świeżości. Środek ginie najłatwiej.',
 'W dolnym menu aplikacji najważniejsze akcje — „Strona główna” i „Profil” — stoją na skrajach.',
 'Kluczowe elementy umieszczaj na początku i na końcu list oraz nawigacji.',
 'Hermann Ebbinghaus, 1885'),
('efekt-gradientu-celu', 17, 'Efekt gradientu celu', 'Goal-Gradient Effect', 'decyzje',
 'Im bliżej celu, tym bardziej się staramy.',
 'Motywacja rośnie, gdy widać, że meta jest blisko. Nawet sztuczny postęp na starcie (np. dwie pieczątki gratis na karcie lojalnościowej) przyspiesza działanie.',
 'Quiz pokazuje „Pytanie 7 z 8”, więc mało kto porzuca go tuż przed wynikiem.',
 'Pokazuj postęp i dziel długie procesy na kroki; pierwszy krok niech będzie szybki.',
 'Clark Hull, 1932'),
('zasada-pareto', 18, 'Zasada Pareto', 'Pareto Principle (80/20)', 'zasady',
 'Około 80% efektów wynika z około 20% przyczyn.',
 'Większość użytkowników korzysta z niewielkiej części funkcji, a większość problemów powodują nieliczne błędy. To heurystyka, a nie prawo przyrody, ale dobrze porządkuje priorytety.',
 'Dane pokazują, że 80% generowań korzysta z trzech formatów, więc to one są pod ręką, a reszta w rozwijanej liście.',
 'Mierz, z czego naprawdę korzystają ludzie, i tam inwestuj najwięcej pracy.',
 'Vilfredo Pareto, 1896; Joseph Juran, lata 40.')
on conflict (slug) do nothing;

insert into public.site_pages (slug, title, description, body_md, status, published_at, updated_at)
values (
  'prawa-ux',
  'Prawa UX: 18 zasad, które warto znać',
  'Prawo Fittsa, Hicka, Jakoba i inne zasady projektowania interfejsów wyjaśnione po polsku, z przykładami z serwisów o AI i wskazówkami do zastosowania.',
  $md$
Prawa UX to zasady z psychologii i ergonomii, które opisują, jak ludzie postrzegają interfejsy i podejmują w nich decyzje. Nie są przepisami do mechanicznego stosowania, ale pomagają uzasadnić decyzje projektowe i szybciej znajdować problemy. Przy każdym prawie znajdziesz przykład i praktyczną wskazówkę.
$md$,
  'published',
  '2026-11-10 09:00:00+01',
  '2026-11-10 09:00:00+01'
)
on conflict (slug) do nothing;

insert into public.site_pages (slug, title, description, body_md, status, published_at, updated_at)
values (
  'kolory',
  'Generator palet kolorów',
  'Twórz harmonijne palety kolorów, blokuj wybrane barwy, sprawdzaj kontrast według WCAG i kopiuj kolory jako HEX, RGB, HSL lub zmienne CSS.',
  $md$
Wybierz kolor bazowy i rodzaj harmonii, a narzędzie dobierze pięć pasujących barw. Kolory, które ci się podobają, zablokuj — zostaną na miejscu przy kolejnych losowaniach. Przy każdej barwie widzisz kontrast z białym i czarnym tekstem według WCAG 2.2, a adres strony zapamiętuje paletę, więc możesz ją komuś wysłać. Paletę wykorzystasz też w promptach: generatory obrazów dobrze reagują na konkretne kody kolorów, np. „paleta: #3b2fb8, #ffd166”.
$md$,
  'published',
  '2026-11-15 09:00:00+01',
  '2026-11-15 09:00:00+01'
)
on conflict (slug) do nothing;

insert into public.site_pages (slug, title, description, body_md, status, published_at, updated_at)
values (
  'neumorphism',
  'Generator neumorfizmu CSS',
  'Ustaw kolor, rozmiar, zaokrąglenie, odległość, intensywność i rozmycie cienia, zobacz podgląd na żywo i skopiuj gotowy kod CSS w stylu neumorfizmu.',
  $md$
Neumorfizm (ang. *neumorphism*, od „new skeuomorphism”) to styl, w którym elementy wyglądają jak wytłoczone z tła: ten sam kolor, a kształt budują dwa cienie — ciemny od strony przeciwnej do światła i jasny od strony światła. Ustaw parametry, obejrzyj podgląd i skopiuj CSS. Pamiętaj o dostępności: miękkie cienie dają niski kontrast, więc przyciski i pola formularzy potrzebują dodatkowo wyraźnej etykiety, obramowania lub zmiany koloru przy fokusie.
$md$,
  'published',
  '2026-11-15 09:00:00+01',
  '2026-11-15 09:00:00+01'
)
on conflict (slug) do nothing;

-- The series "Jak poprawić design strony" (/jak-poprawic-design-strony).

insert into public.design_tips (slug, position, title, lead, body_md, checklist, reading_minutes, status, published_at, updated_at)
values
('kontrast-i-czytelnosc', 1, 'Kontrast i czytelność tekstu',
 'Najpiękniejszy projekt nic nie da, jeśli tekstu nie da się przeczytać w słońcu na telefonie. Zacznij od kontrastu i wielkości liter.',
 $md$
## Kontrast to nie kwestia gustu

Wytyczne WCAG 2.2 wymagają kontrastu co najmniej **4,5:1** dla zwykłego tekstu i **3:1** dla dużego (od 24 px albo 18,66 px pogrubionego). Jasnoszary tekst na białym tle wygląda elegancko na monitorze projektanta, ale na ekranie telefonu w słońcu znika. Kontrast sprawdzisz w naszym [generatorze palet](/kolory).

## Wielkość i długość wiersza

- Tekst główny: **16–18 px** na telefonie, 17–20 px na komputerze.
- Długość wiersza: **45–75 znaków** — dłuższe wiersze męczą, krótsze szarpią rytm czytania.
- Interlinia: około **1,5** wysokości litery dla akapitów, mniej dla nagłówków.

## Tekst na obrazach

Napis na zdjęciu lub grafice AI potrzebuje tła: przyciemnienia, gradientu albo jednolitego pola. Sprawdź kontrast w najjaśniejszym miejscu obrazu, nie w średnim.
$md$,
 array['Tekst główny ma co najmniej 16 px', 'Kontrast tekstu to co najmniej 4,5:1', 'Wiersze mają najwyżej ok. 75 znaków', 'Napisy na zdjęciach mają tło lub przyciemnienie'],
 3, 'published', '2026-10-01 09:00:00+02', '2026-10-01 09:00:00+02'),
('hierarchia-wizualna', 2, 'Hierarchia wizualna: co ma być widoczne najpierw',
 'Użytkownik skanuje stronę w kilka sekund. Hierarchia wizualna decyduje, co zobaczy najpierw — i czy zostanie.',
 $md$
## Jedna rzecz najważniejsza

Każdy ekran powinien mieć jeden dominujący element: nagłówek, zdjęcie produktu albo główny przycisk. Gdy wszystko jest duże, kolorowe i pogrubione, nic się nie wyróżnia (to [efekt von Restorff](/ux/prawa-ux) w praktyce).

## Narzędzia hierarchii

1. **Wielkość** — najważniejsze jest największe.
2. **Kontrast i kolor** — akcent kolorystyczny zostaw dla akcji.
3. **Położenie** — czytamy od lewej górnej strony; ważne rzeczy nie chowają się w stopce.
4. **Odstęp** — pusta przestrzeń wokół elementu dodaje mu wagi.

## Test mrużenia oczu

Zmruż oczy albo rozmaż zrzut ekranu. To, co nadal widać, to twoja rzeczywista hierarchia. Jeśli najbardziej widoczny jest baner z promocją sprzed miesiąca — wiesz, co poprawić.
$md$,
 array['Każdy ekran ma jeden dominujący element', 'Kolor akcentu służy tylko akcjom', 'Test mrużenia oczu pokazuje to, co najważniejsze'],
 3, 'published', '2026-10-08 09:00:00+02', '2026-10-08 09:00:00+02'),
('odstepy-i-siatka', 3, 'Odstępy i siatka: porządek bez ramek',
 'Amatorskie strony rozpoznasz po przypadkowych odstępach. Stała skala odstępów i prosta siatka porządkują projekt lepiej niż ramki i linie.',
 $md$
## Skala odstępów

Wybierz kilka wartości i trzymaj się ich, np. **4, 8, 12, 16, 24, 32, 48, 64 px**. Każdy odstęp w projekcie powinien pochodzić z tej skali. W CSS zapisz je jako zmienne, żeby nikt nie wpisywał „13 px, bo tak ładniej”.

## Bliskość grupuje

Elementy powiązane stoją blisko, niepowiązane — dalej ([prawo bliskości](/ux/prawa-ux)). Etykieta pola formularza musi być bliżej swojego pola niż pola powyżej. Odstęp między sekcjami powinien być wyraźnie większy niż wewnątrz sekcji.

## Siatka

Na komputerze sprawdza się 12 kolumn, na telefonie 4. Nie musisz rysować siatki w narzędziu — ważne, by krawędzie tekstu, zdjęć i przycisków wyrównywały się do wspólnych linii.
$md$,
 array['Odstępy pochodzą z jednej skali', 'Odstępy między sekcjami są większe niż w sekcjach', 'Krawędzie elementów wyrównują się do wspólnych linii'],
 3, 'published', '2026-10-15 09:00:00+02', '2026-10-15 09:00:00+02'),
('typografia', 4, 'Typografia: dwa kroje i skala wielkości',
 'Dobra typografia jest niewidoczna. Wystarczą dwa kroje pisma, przemyślana skala wielkości i polskie znaki, które się nie rozsypują.',
 $md$
## Najwyżej dwa kroje

Jeden krój do nagłówków, drugi do tekstu — albo jeden krój w kilku grubościach. Więcej krojów to chaos i wolniejsze ładowanie strony.

## Polskie znaki

Zanim wybierzesz font, wpisz „Zażółć gęślą jaźń” i sprawdź, czy ogonki i kreski są dopracowane, a nie doklejone. Wiele darmowych krojów ma słabe „ł” i „ż” albo w ogóle ich nie ma — przeglądarka podmienia wtedy pojedyncze litery na inny font.

## Skala wielkości

Użyj stałego stosunku, np. 1,25: 16 → 20 → 25 → 31 → 39 px. Nagłówki różnią się wtedy wyraźnie, a projekt wygląda spójnie. Nie zmniejszaj tekstu głównego poniżej 16 px tylko po to, by „więcej się zmieściło”.
$md$,
 array['Projekt używa najwyżej dwóch krojów', 'Font ma dopracowane polskie znaki', 'Wielkości nagłówków pochodzą z jednej skali'],
 3, 'published', '2026-10-22 09:00:00+02', '2026-10-22 09:00:00+02'),
('przyciski-i-wezwania-do-dzialania', 5, 'Przyciski i wezwania do działania',
 'Przycisk ma jedno zadanie: dać się zauważyć i jasno powiedzieć, co się stanie po kliknięciu.',
 $md$
## Czasownik zamiast „Wyślij”

„Pobierz cennik”, „Zapisz się na szkolenie”, „Wygeneruj obraz” mówią więcej niż „Wyślij” czy „Dalej”. Etykieta przycisku powinna dokończyć zdanie „Chcę…”.

## Rozmiar i miejsce

Cel dotykowy ma mieć co najmniej **44 × 44 px** ([prawo Fittsa](/ux/prawa-ux)) i stać tam, gdzie użytkownik kończy czytać — pod formularzem, a nie nad nim.

## Jeden główny przycisk

Na ekranie powinien być jeden przycisk główny (wypełniony kolorem) i ewentualnie drugorzędne (obrys lub tekst). Dwa równie krzykliwe przyciski obok siebie zmuszają do zastanowienia.

## Stany

Przycisk musi mieć widoczny stan fokusu dla klawiatury, stan najechania i stan „w toku” (np. „Wysyłamy…”), żeby nikt nie klikał dwa razy.
$md$,
 array['Etykiety przycisków zaczynają się od czasownika', 'Cele dotykowe mają co najmniej 44 × 44 px', 'Na ekranie jest jeden przycisk główny', 'Fokus klawiatury jest wyraźnie widoczny'],
 3, 'published', '2026-10-29 09:00:00+01', '2026-10-29 09:00:00+01'),
('obrazy-ai-na-stronie', 6, 'Obrazy AI na stronie: spójny styl, wydajność i opisy',
 'Grafiki z generatorów AI szybko zapełnią stronę — ale bez wspólnego stylu, kompresji i tekstów alternatywnych bardziej szkodzą, niż pomagają.',
 $md$
## Jeden styl dla całej strony

Przypadkowe obrazy z różnych promptów wyglądają jak z różnych stron. Ustal stałe elementy promptu — medium, paletę, światło, kadr — i trzymaj się ich. W Midjourney pomogą [referencje stylu](/slownik-ai/referencja-stylu), w innych narzędziach zapisany szablon promptu.

## Wydajność

- Zapisuj obrazy w **WebP lub AVIF** i w kilku szerokościach (`srcset`), zamiast wgrywać plik 2048 px dla telefonu.
- Ustaw wymiary (`width`, `height`), żeby strona nie „skakała” przy ładowaniu.
- Obrazy poniżej pierwszego ekranu ładuj leniwie (`loading="lazy"`).

## Opisy alternatywne

Tekst `alt` opisuje, co obraz wnosi do treści, a nie że „to obraz AI”. Grafiki czysto dekoracyjne dostają pusty `alt=""`. Jeśli publikujesz realistyczne wizerunki ludzi lub wydarzeń, zaznacz, że są wygenerowane — wymaga tego uczciwość wobec czytelnika, a w wielu przypadkach także [AI Act](/slownik-ai/ai-act).
$md$,
 array['Obrazy mają wspólny styl zapisany w szablonie promptu', 'Obrazy są w WebP lub AVIF i mają srcset', 'Każdy obraz ma sensowny tekst alternatywny', 'Realistyczne obrazy AI są oznaczone'],
 4, 'published', '2026-11-05 09:00:00+01', '2026-11-05 09:00:00+01')
on conflict (slug) do nothing;

insert into public.site_pages (slug, title, description, body_md, status, published_at, updated_at)
values (
  'jak-poprawic-design-strony',
  'Jak poprawić design strony',
  'Seria praktycznych porad o projektowaniu stron: kontrast, hierarchia, odstępy, typografia, przyciski i obrazy AI. Każda z listą kontrolną do sprawdzenia na własnej stronie.',
  $md$
Nie trzeba przebudowywać całej strony, żeby wyglądała i działała lepiej. W tej serii pokazujemy poprawki, które zrobisz w jeden wieczór — każdą kończy krótka lista kontrolna do sprawdzenia na własnej stronie.
$md$,
  'published',
  '2026-10-01 09:00:00+02',
  '2026-11-05 09:00:00+01'
)
on conflict (slug) do nothing;

-- Long guides (/poradnik/midjourney-ai, /poradnik/midjourney-video, /poradnik/konsultacje-ai).

insert into public.site_pages (slug, title, description, body_md, status, published_at, updated_at)
values
(
  'poradnik-midjourney-ai',
  'Midjourney od podstaw: poradnik krok po kroku',
  'Jak zacząć z Midjourney: plany i tryby, pierwszy prompt, parametry, referencje stylu i postaci, personalizacja, prywatność i najczęstsze błędy — po polsku i na przykładach.',
  $md$
Midjourney to generator obrazów, który najłatwiej daje efektowne wyniki — ale żeby dostawać to, czego naprawdę chcesz, trzeba poznać kilka zasad. Ten poradnik prowadzi od założenia konta do pracy nad spójną serią grafik.

## Konto i plany

Midjourney działa w przeglądarce na midjourney.com (dawniej tylko przez Discorda, który nadal jest dostępny). Nie ma darmowego planu — do wyboru są Basic, Standard, Pro i Mega. Różnią się liczbą godzin szybkiego generowania (Fast), dostępem do trybu Relax bez limitu (od planu Standard) oraz trybem prywatnym Stealth (tylko Pro i Mega). Jeśli twoja firma ma ponad milion dolarów przychodu rocznie, regulamin wymaga planu Pro lub Mega do użytku komercyjnego.

## Pierwszy prompt

W polu „What will you imagine?” opisz obraz zwykłymi zdaniami. Midjourney najlepiej rozumie angielski, więc pomysł zapisany po polsku warto przetłumaczyć, zachowując konkrety. Dobry prompt mówi:

1. **co** jest na obrazie — temat i akcja,
2. **gdzie** i **kiedy** — miejsce, pora dnia, pogoda,
3. **jak** to wygląda — medium (fotografia, akwarela, render 3D), światło, kolory, kadr.

Po chwili dostajesz siatkę czterech propozycji. Każdą możesz powiększyć (Upscale: Subtle lub Creative), zmienić (Vary: Subtle lub Strong), poprawić fragment (Vary Region) albo rozszerzyć kadr (Zoom Out, Pan).

## Parametry, które warto znać

| Parametr | Co robi | Przykład |
| --- | --- | --- |
| `--ar` | proporcje obrazu | `--ar 16:9` |
| `--stylize` / `--s` | ile własnej estetyki dodaje model (0–1000) | `--s 250` |
| `--chaos` | jak bardzo różnią się obrazy w siatce (0–100) | `--chaos 30` |
| `--no` | czego ma nie być na obrazie | `--no text, people` |
| `--seed` | powtarzalny punkt startowy | `--seed 1234` |
| `--style raw` | mniej upiększania, bardziej dosłownie | `--style raw` |
| `--v` | wersja modelu | `--v 7` |

Każdy z nich możesz wypróbować na suwakach w naszych przewodnikach: [chaos](/ai/midjourney-chaos), [stylize](/ai/midjourney-stylize) i [proporcje](/ai/midjourney-proporcje).

## Referencje: styl, postać, obiekt

- **Referencja stylu** (`--sref`) przenosi estetykę obrazu lub kodu stylu na nowy obraz. Siłę ustawia `--sw` (0–1000).
- **Omni Reference** (`--oref`, w wersji 7) wstawia na obraz konkretną postać lub obiekt z obrazu wzorcowego; siłę ustawia `--ow`. Zastąpiła znaną z wersji 6 referencję postaci `--cref`.
- **Prompt obrazowy** — adres obrazu na początku promptu wpływa na kompozycję i treść.

Więcej o spójnych seriach przeczytasz w artykule o [referencjach stylu](/midjourney/midjourney-referencje-stylu-sref).

## Personalizacja i moodboardy

Oceniając pary obrazów na stronie Midjourney, budujesz własny profil gustu. Parametr `--p` stosuje go w prompcie. Moodboardy pozwalają zebrać obrazy wzorcowe dla projektu i używać ich jak jednego, wspólnego stylu.

## Szybkość i koszty

Tryb Fast zużywa godziny z planu, Relax jest wolniejszy, ale bez limitu (od planu Standard), Turbo — najszybszy i najdroższy. W wersji 7 jest też tryb Draft: szkice generują się kilka razy szybciej i taniej, a najlepszy możesz potem dopracować w pełnej jakości.

## Najczęstsze błędy

- **Za długi prompt pełen przymiotników.** Kilka konkretnych zdań działa lepiej niż lista słów „piękny, epicki, 8k, arcydzieło”.
- **Negacje w treści promptu.** „Bez ludzi” często sprowadza ludzi — użyj `--no people`.
- **Zmiana wielu rzeczy naraz.** Zmieniaj jeden element promptu lub parametr i porównuj wyniki przy tym samym `--seed`.
- **Tekst na obrazie.** Krótkie napisy w cudzysłowie działają coraz lepiej, ale polskie znaki wciąż bywają zniekształcone — dłuższy tekst dodaj w edytorze.

## Co dalej

Gdy opanujesz podstawy, przejdź do [poradnika o wideo w Midjourney](/poradnik/midjourney-video) albo sprawdź w [rankingu](/ranking-top-ai), czym Midjourney różni się od innych generatorów.
$md$,
  'published',
  '2026-11-18 09:00:00+01',
  '2026-11-18 09:00:00+01'
),
(
  'poradnik-midjourney-video',
  'Wideo w Midjourney: jak animować obrazy',
  'Jak działa generowanie wideo w Midjourney: animacja automatyczna i ręczna, ruch niski i wysoki, wydłużanie klipów, koszty i dobre praktyki — poradnik po polsku.',
  $md$
Od czerwca 2025 roku Midjourney potrafi zamieniać obrazy w krótkie klipy wideo. To nie jest generator filmów z samego tekstu: punktem wyjścia jest zawsze obraz — wygenerowany w Midjourney albo wgrany przez ciebie.

## Jak to działa

1. Wygeneruj lub wgraj obraz, który ma być pierwszą klatką.
2. Kliknij **Animate**. Do wyboru są dwa tryby:
   - **automatyczny** — Midjourney sam wymyśla ruch na podstawie obrazu,
   - **ręczny** — opisujesz ruch w prompcie, np. „kamera powoli odjeżdża, liście poruszają się na wietrze”.
3. Wybierz siłę ruchu: **Low motion** (spokojne sceny, subtelny ruch postaci, statyczna kamera) albo **High motion** (dynamiczna kamera i ruch, ale częściej z błędami).

Każde zadanie daje cztery warianty klipu o długości około 5 sekund. Klip możesz wydłużać o kolejne około 4 sekundy, maksymalnie kilka razy (łącznie do około 21 sekund).

## Ile to kosztuje

Wideo jest dostępne w przeglądarce na midjourney.com i zużywa wyraźnie więcej czasu GPU niż obraz — jedno zadanie wideo kosztuje mniej więcej tyle, co kilka zadań obrazowych. Generowanie wideo w trybie Relax jest dostępne w wyższych planach. Sprawdź aktualne warunki w cenniku Midjourney, bo zmieniają się razem z kolejnymi wersjami modelu.

## Dobre praktyki

- **Zacznij od dobrego kadru.** Wideo dziedziczy kompozycję, światło i styl pierwszej klatki — poprawki zrób na obrazie, zanim zaczniesz animować.
- **Opisuj ruch, nie scenę.** Scena jest już na obrazie; w prompcie animacji napisz, co ma się ruszać i jak: „włosy unoszą się na wietrze, kamera lekko obraca się w prawo”.
- **Low motion do portretów i produktów.** Wysoki ruch łatwo zniekształca twarze i dłonie.
- **Pętle.** Ustawienie, w którym ostatnia klatka odpowiada pierwszej, daje płynne pętle — dobre na tła stron i media społecznościowe.
- **Dźwięk dodaj osobno.** Klipy są nieme; muzykę i efekty dołożysz w montażu.

## Do czego się nada

Animowane ilustracje do mediów społecznościowych, tła stron i prezentacji, ożywione okładki, storyboardy i szybkie wizualizacje pomysłów. Do dłuższych form z dialogami lepiej sprawdzą się narzędzia wideo z naszego [rankingu](/ranking-top-ai?kategoria=wideo), np. Google Veo czy Runway.

## Prawa i oznaczanie

Do wideo stosują się te same zasady licencji co do obrazów Midjourney. Jeśli publikujesz realistyczne nagrania ludzi lub wydarzeń, zaznacz, że zostały wygenerowane przez AI — tego oczekują odbiorcy, a w wielu przypadkach także [AI Act](/slownik-ai/ai-act).
$md$,
  'published',
  '2026-11-19 09:00:00+01',
  '2026-11-19 09:00:00+01'
),
(
  'poradnik-konsultacje-ai',
  'Konsultacje AI: jak wdrożyć generatory obrazów w firmie',
  'Na czym polegają konsultacje z wdrażania generatorów obrazów AI: dobór narzędzi, licencje i prawo, styl marki w promptach, biblioteka promptów, szkolenie zespołu. Jak się przygotować i czego się spodziewać.',
  $md$
Generatory obrazów potrafią skrócić przygotowanie grafik z dni do godzin — pod warunkiem, że zespół wie, którego narzędzia użyć, jak utrzymać styl marki i co wolno publikować. Konsultacje AI pomagają przejść tę drogę bez kosztownych prób i błędów.

## Dla kogo

- **Działy marketingu i agencje**, które chcą szybciej przygotowywać grafiki do kampanii i mediów społecznościowych.
- **Sklepy internetowe** — zdjęcia produktów w aranżacjach, warianty kolorystyczne, sezonowe banery.
- **Wydawnictwa i twórcy treści** — ilustracje do artykułów, okładki, materiały edukacyjne.
- **Zespoły produktowe** — makiety, moodboardy, wizualizacje pomysłów.

## Co robimy podczas konsultacji

1. **Przegląd potrzeb.** Jakie grafiki powstają dziś, ile ich jest, kto je robi i ile to trwa.
2. **Dobór narzędzi.** Porównujemy generatory pod kątem zadań, budżetu, licencji i pracy po polsku — korzystamy z danych naszego [rankingu](/ranking-top-ai).
3. **Licencje i prawo.** Omawiamy regulaminy narzędzi, ochronę wizerunku i znaków towarowych, [prawo autorskie do obrazów AI](/post/prawo-autorskie-do-obrazow-ai-polska-i-ai-act) oraz obowiązki wynikające z AI Act.
4. **Styl marki w promptach.** Przekładamy identyfikację wizualną na szablony promptów, referencje stylu i parametry, żeby grafiki były spójne niezależnie od tego, kto je tworzy. Pomocny bywa [quiz archetypu marki](/quiz/identyfikacja-brandu).
5. **Biblioteka promptów i proces.** Zostawiamy gotowe szablony, listę kontrolną jakości i prosty proces akceptacji grafik.
6. **Szkolenie zespołu.** Praktyczne warsztaty na waszych przykładach, a nie na ogólnych demonstracjach.

## Jak się przygotować

- Zbierz 10–20 grafik, które dobrze reprezentują markę, i kilka, których nie chcecie powtarzać.
- Przygotuj księgę znaku lub choćby paletę kolorów i kroje pisma.
- Wypisz zadania, przy których grafiki są dziś wąskim gardłem.
- Sprawdź, czy firma ma zasady korzystania z narzędzi AI i kto za nie odpowiada.

## Czego się spodziewać

Po konsultacjach zespół wie, z których narzędzi korzystać i na jakich warunkach, ma szablony promptów w stylu marki oraz listę kontrolną do sprawdzania grafik przed publikacją. Zakres i wycenę ustalamy po krótkiej rozmowie wstępnej — zależą od liczby osób, narzędzi i rodzajów grafik.

## Najczęstsze pytania

**Czy potrzebujemy płatnych narzędzi?** Nie zawsze. Część zadań wykonasz w darmowych planach, ale do użytku komercyjnego i pracy zespołowej zwykle opłaca się plan płatny — dobieramy go do skali.

**Czy grafiki AI są bezpieczne prawnie?** To zależy od narzędzia, regulaminu i sposobu użycia. Pomagamy ocenić ryzyko i ustalić zasady, ale nie zastępujemy porady prawnej w konkretnej sprawie.

**Czy AI zastąpi naszego grafika?** Z naszego doświadczenia — nie. Najlepiej działają zespoły, w których grafik prowadzi styl i jakość, a generator przyspiesza szkice, warianty i powtarzalne zadania.
$md$,
  'published',
  '2026-11-20 09:00:00+01',
  '2026-11-20 09:00:00+01'
)
on conflict (slug) do nothing;

-- Training offers (/szkolenie-midjourney-ai and its sub-pages).

insert into public.training_offers
  (slug, position, title, nav_label, lead, body_md, price_pln, price_note, duration, format, programme, faq, accepts_inquiries, archived,
   status, published_at, updated_at)
values
('szkolenie-midjourney-ai', 1, 'Szkolenie Midjourney AI: od pierwszego promptu do spójnej serii grafik', 'Szkolenie otwarte',
 'Jednodniowy warsztat praktyczny dla grafików, marketerów i twórców treści. Wychodzisz z gotową biblioteką promptów i serią grafik w jednym stylu.',
 $md$
## Dla kogo

Dla osób, które już próbowały generatorów obrazów, ale wyniki są przypadkowe: raz świetne, raz zupełnie nie takie. Nie musisz znać Midjourney — zaczynamy od podstaw, ale szybko przechodzimy do pracy nad prawdziwymi zadaniami.

## Jak wygląda warsztat

Pracujemy w małych grupach, na twoim koncie Midjourney (wystarczy plan Basic). Każdy moduł to krótkie wprowadzenie i ćwiczenie: piszesz prompty, porównujesz wyniki i dostajesz informację zwrotną. Po szkoleniu masz dostęp do materiałów i nagrań ćwiczeń przez 3 miesiące.

## Co dostajesz

- zestaw szablonów promptów do typowych zadań marketingowych,
- listę kontrolną jakości i praw do grafik,
- certyfikat ukończenia szkolenia,
- miesiąc konsultacji mailowych po warsztacie.
$md$,
 990, 'za osobę, netto (+23% VAT)', '1 dzień, 7 godzin', 'stacjonarnie w Warszawie lub online na żywo',
 array['Jak działa Midjourney: plany, tryby, wersje modelu', 'Struktura dobrego promptu i najczęstsze błędy', 'Parametry w praktyce: --ar, --stylize, --chaos, --no, --seed', 'Referencje stylu i postaci: spójna seria grafik', 'Edycja: Vary Region, Zoom Out, Pan, upscaling do druku', 'Licencje, prawo autorskie i AI Act w pracy z klientem'],
 $json$[
   {"question": "Czy muszę mieć płatne konto Midjourney?", "answer": "Tak, na czas szkolenia potrzebny jest co najmniej plan Basic (ok. 10 USD miesięcznie). Konto można założyć dzień wcześniej — pomożemy, jeśli coś nie zadziała."},
   {"question": "Czy dostanę fakturę?", "answer": "Tak, wystawiamy fakturę VAT. Firmy i instytucje publiczne mogą zapłacić przelewem po szkoleniu."},
   {"question": "Co jeśli nie mogę przyjść?", "answer": "Do 7 dni przed terminem zwracamy całą kwotę albo przenosimy cię na inny termin. Później możesz wskazać inną osobę na swoje miejsce."}
 ]$json$::jsonb,
 true, false, 'published', '2026-11-01 09:00:00+01', '2026-11-01 09:00:00+01'),
('online', 2, 'Szkolenie Midjourney online na żywo', 'Online',
 'Ten sam program co na warsztacie stacjonarnym, podzielony na dwa popołudnia. Pracujesz z domu, a prowadzący widzi twoje wyniki na bieżąco.',
 $md$
## Jak to działa

Spotykamy się na dwóch sesjach po 3,5 godziny. Każdy uczestnik pracuje na swoim koncie Midjourney i udostępnia wyniki na wspólnej tablicy, więc prowadzący może komentować konkretne prompty, a nie ogólne przykłady.

## Wymagania techniczne

Komputer z aktualną przeglądarką, mikrofon i stabilne łącze. Kamera nie jest obowiązkowa. Link do spotkania i materiały wysyłamy dzień przed szkoleniem.
$md$,
 790, 'za osobę, netto (+23% VAT)', '2 popołudnia po 3,5 godziny', 'online na żywo',
 array['Podstawy Midjourney i struktura promptu', 'Parametry i referencje stylu', 'Seria grafik do kampanii — ćwiczenie', 'Edycja, upscaling i przygotowanie do publikacji', 'Licencje i dobre praktyki'],
 $json$[
   {"question": "Czy sesje są nagrywane?", "answer": "Nagrywamy część teoretyczną i udostępniamy ją uczestnikom na 3 miesiące. Ćwiczeń nie nagrywamy, żeby każdy mógł swobodnie pokazywać swoje prace."},
   {"question": "Ile osób jest w grupie?", "answer": "Najwyżej 12, żeby prowadzący miał czas dla każdego."}
 ]$json$::jsonb,
 true, false, 'published', '2026-11-01 09:00:00+01', '2026-11-01 09:00:00+01'),
('b2b', 3, 'Szkolenie Midjourney i generatorów AI dla firm', 'Dla firm (B2B)',
 'Zamknięte szkolenie dla zespołu, przygotowane na waszych materiałach: identyfikacji marki, typowych zadaniach i zasadach prawnych firmy.',
 $md$
## Program dopasowany do zespołu

Przed szkoleniem rozmawiamy o tym, jakie grafiki tworzycie, w jakich narzędziach pracujecie i jakie macie ograniczenia prawne. Na tej podstawie układamy program i ćwiczenia — zespół pracuje na przykładach z waszej codzienności, a nie na kotach w kosmosie.

## Efekty

- szablony promptów w stylu waszej marki,
- zasady korzystania z generatorów AI w firmie (licencje, dane, oznaczanie treści),
- rekomendacja narzędzi i planów dla zespołu,
- lista kontrolna jakości grafik przed publikacją.

## Organizacja

Szkolenie prowadzimy u was, w wynajętej sali albo online. Cena obejmuje przygotowanie programu, materiały i miesiąc wsparcia po szkoleniu.
$md$,
 6900, 'za grupę do 15 osób, netto (+23% VAT); dojazd poza Warszawę doliczamy osobno', '1–2 dni', 'u klienta, stacjonarnie lub online',
 array['Warsztat wstępny: potrzeby zespołu i styl marki', 'Midjourney, GPT Image, Firefly — które narzędzie do czego', 'Prompty w stylu marki: szablony i referencje', 'Edycja, retusz i przygotowanie grafik do publikacji', 'Prawo, licencje i AI Act w firmie', 'Proces akceptacji i lista kontrolna jakości'],
 $json$[
   {"question": "Czy możemy pracować na poufnych materiałach?", "answer": "Tak. Podpisujemy umowę o zachowaniu poufności, a ćwiczenia na materiałach wrażliwych prowadzimy w trybie prywatnym narzędzi (np. Stealth w Midjourney) albo na narzędziach uruchamianych lokalnie."},
   {"question": "Czy szkolenie może objąć inne narzędzia niż Midjourney?", "answer": "Tak, program dobieramy do zespołu — najczęściej łączymy Midjourney z GPT Image, Adobe Firefly lub Fluxem."},
   {"question": "Czy można dofinansować szkolenie?", "answer": "Tak, wystawiamy dokumenty potrzebne do rozliczenia szkolenia z funduszy szkoleniowych, np. Krajowego Funduszu Szkoleniowego — warunki zależą od urzędu pracy."}
 ]$json$::jsonb,
 true, false, 'published', '2026-11-01 09:00:00+01', '2026-11-01 09:00:00+01'),
('b2b-old', 4, 'Szkolenie dla firm — edycja 2025', 'Archiwum B2B',
 'Archiwalna oferta szkolenia firmowego z 2025 roku, oparta na Midjourney w wersji 6. Zostawiamy ją dla osób, które do niej wracają — aktualny program znajdziesz w ofercie dla firm.',
 $md$
## Dlaczego oferta jest archiwalna

Program z 2025 roku opierał się na Midjourney w wersji 6 i parametrze `--cref` do referencji postaci. W wersji 7 zastąpiło go omni-reference (`--oref`), zmieniły się też tryby pracy i możliwości edycji. Aktualny program uwzględnia te zmiany oraz nowe narzędzia.

## Co obejmowała

Jednodniowy warsztat dla zespołów marketingu: podstawy promptów, parametry, referencje stylu i postaci oraz przygotowanie grafik do publikacji.
$md$,
 4900, 'za grupę do 12 osób, netto — cena historyczna', '1 dzień', 'u klienta',
 array['Podstawy Midjourney v6', 'Parametry i referencje (--sref, --cref)', 'Przygotowanie grafik do publikacji'],
 $json$[
   {"question": "Czy mogę zamówić szkolenie według starego programu?", "answer": "Nie, prowadzimy już tylko aktualny program. Jeśli zależy wam na konkretnym zakresie z edycji 2025, uwzględnimy go w szkoleniu dla firm."}
 ]$json$::jsonb,
 false, true, 'published', '2025-03-01 09:00:00+01', '2025-03-01 09:00:00+01'),
('dlaczego-warto', 5, 'Dlaczego warto nauczyć się pracy z generatorami obrazów', 'Dlaczego warto',
 'Generatory obrazów nie zastąpią dobrego oka, ale zmieniają tempo pracy. Oto co zyskuje osoba i zespół, który umie z nich korzystać świadomie.',
 $md$
## Oszczędność czasu tam, gdzie jest najdroższy

Moodboardy, szkice koncepcji i warianty grafik, które dawniej zajmowały dni, powstają w godzinę. Czas grafika zostaje na to, czego generator nie zrobi: decyzje, styl i jakość.

## Mniej przypadku, więcej kontroli

Bez wiedzy o parametrach, referencjach i strukturze promptu wynik jest loterią. Po szkoleniu wiesz, jak powtarzalnie dostać serię grafik w jednym stylu i jak poprawić jeden szczegół zamiast generować wszystko od nowa.

## Spokój prawny

Wiesz, które narzędzia pozwalają na użytek komercyjny, czego nie publikować i jak oznaczać treści generowane przez AI zgodnie z AI Act.

## Przewaga na rynku

Klienci coraz częściej pytają o grafiki AI. Zespół, który umie je robić dobrze i legalnie, wygrywa z tym, który robi je „na oko” — albo wcale.
$md$,
 null, null, null, null,
 array['Szybsze szkice i warianty', 'Powtarzalny styl zamiast loterii', 'Bezpieczne licencje', 'Nowe usługi dla klientów'],
 $json$[
   {"question": "Czy szkolenie ma sens, jeśli nie jestem grafikiem?", "answer": "Tak. Połowa uczestników to marketerzy, właściciele firm i twórcy treści. Uczymy myślenia o obrazie i pisania briefu, a nie obsługi programów graficznych."}
 ]$json$::jsonb,
 true, false, 'published', '2026-11-01 09:00:00+01', '2026-11-01 09:00:00+01')
on conflict (slug) do nothing;

-- Which audience each offer's inquiries come from (the admin inbox filters by it).
update public.training_offers set inquiry_kind = 'online' where slug = 'online' and inquiry_kind = 'open';
update public.training_offers set inquiry_kind = 'b2b' where slug in ('b2b', 'b2b-old') and inquiry_kind = 'open';

-- Covers of the seeded articles: abstract illustrations made for the site by supabase/seed-files/make-covers.mjs,
-- uploaded to the covers bucket from [storage.buckets.covers] objects_path (seed/<slug>.webp, 1200×630).
-- An admin's own cover is never replaced.
update public.posts set cover_path = 'seed/jak-pisac-prompty-do-generatorow-obrazow.webp', cover_alt = 'Ilustracja poglądowa: kolorowe koła, trójkąty i kwadraty unoszące się na fioletowo-pomarańczowym niebie o zmierzchu.' where slug = 'jak-pisac-prompty-do-generatorow-obrazow' and cover_path is null;
update public.posts set cover_path = 'seed/midjourney-parametr-chaos.webp', cover_alt = 'Ilustracja poglądowa: kolorowe koła, trójkąty i kwadraty unoszące się w neonowych fioletach i różach.' where slug = 'midjourney-parametr-chaos' and cover_path is null;
update public.posts set cover_path = 'seed/midjourney-parametr-stylize.webp', cover_alt = 'Ilustracja poglądowa: fale morza pod okrągłym księżycem na granatowym, nocnym tle.' where slug = 'midjourney-parametr-stylize' and cover_path is null;
update public.posts set cover_path = 'seed/midjourney-proporcje-obrazu-ar.webp', cover_alt = 'Ilustracja poglądowa: ramki kadrów różnej wielkości, jedna w drugiej, wokół słońca na fioletowo-pomarańczowym niebie o zmierzchu.' where slug = 'midjourney-proporcje-obrazu-ar' and cover_path is null;
update public.posts set cover_path = 'seed/dall-e-3-i-gpt-image-w-chatgpt.webp', cover_alt = 'Ilustracja poglądowa: siatka w perspektywie biegnąca do horyzontu pod pasiastym słońcem, w stylu retro w neonowych fioletach i różach.' where slug = 'dall-e-3-i-gpt-image-w-chatgpt' and cover_path is null;
update public.posts set cover_path = 'seed/adobe-firefly-licencje-i-uzycie-komercyjne.webp', cover_alt = 'Ilustracja poglądowa: wachlarz próbek kolorów w ciepłych, papierowych barwach.' where slug = 'adobe-firefly-licencje-i-uzycie-komercyjne' and cover_path is null;
update public.posts set cover_path = 'seed/flux-black-forest-labs-przewodnik.webp', cover_alt = 'Ilustracja poglądowa: warstwy górskich grzbietów pod dużym słońcem na granatowym, nocnym tle.' where slug = 'flux-black-forest-labs-przewodnik' and cover_path is null;
update public.posts set cover_path = 'seed/ideogram-tekst-na-obrazach.webp', cover_alt = 'Ilustracja poglądowa: ramki kadrów różnej wielkości, jedna w drugiej, wokół słońca w ciepłych, papierowych barwach.' where slug = 'ideogram-tekst-na-obrazach' and cover_path is null;
update public.posts set cover_path = 'seed/negatywne-prompty-i-parametr-no.webp', cover_alt = 'Ilustracja poglądowa: kolorowe koła, trójkąty i kwadraty unoszące się na granatowym, nocnym tle.' where slug = 'negatywne-prompty-i-parametr-no' and cover_path is null;
update public.posts set cover_path = 'seed/stable-diffusion-na-wlasnym-komputerze.webp', cover_alt = 'Ilustracja poglądowa: siatka w perspektywie biegnąca do horyzontu pod pasiastym słońcem, w stylu retro na fioletowo-pomarańczowym niebie o zmierzchu.' where slug = 'stable-diffusion-na-wlasnym-komputerze' and cover_path is null;
update public.posts set cover_path = 'seed/skalowanie-obrazow-ai-do-druku.webp', cover_alt = 'Ilustracja poglądowa: ramki kadrów różnej wielkości, jedna w drugiej, wokół słońca w turkusowych odcieniach.' where slug = 'skalowanie-obrazow-ai-do-druku' and cover_path is null;
update public.posts set cover_path = 'seed/prawo-autorskie-do-obrazow-ai-polska-i-ai-act.webp', cover_alt = 'Ilustracja poglądowa: wachlarz próbek kolorów na granatowym, nocnym tle.' where slug = 'prawo-autorskie-do-obrazow-ai-polska-i-ai-act' and cover_path is null;
update public.posts set cover_path = 'seed/midjourney-referencje-stylu-sref.webp', cover_alt = 'Ilustracja poglądowa: warstwy górskich grzbietów pod dużym słońcem na fioletowo-pomarańczowym niebie o zmierzchu.' where slug = 'midjourney-referencje-stylu-sref' and cover_path is null;
update public.posts set cover_path = 'seed/ai-w-projektowaniu-identyfikacji-marki.webp', cover_alt = 'Ilustracja poglądowa: wachlarz próbek kolorów w neonowych fioletach i różach.' where slug = 'ai-w-projektowaniu-identyfikacji-marki' and cover_path is null;
update public.posts set cover_path = 'seed/midjourney-nowa-wersja-notatki-robocze.webp', cover_alt = 'Ilustracja poglądowa: fale morza pod okrągłym księżycem w turkusowych odcieniach.' where slug = 'midjourney-nowa-wersja-notatki-robocze' and cover_path is null;

-- Covers of the guides and comparisons under /ai and /poradnik (made by seed-files/make-covers.mjs).
update public.parameter_guides set cover_path = 'seed/ai-midjourney-chaos.webp', cover_alt = 'Ilustracja poglądowa: kolorowe koła, trójkąty i kwadraty unoszące się w turkusowych odcieniach.' where slug = 'midjourney-chaos' and cover_path is null;
update public.parameter_guides set cover_path = 'seed/ai-midjourney-stylize.webp', cover_alt = 'Ilustracja poglądowa: fale morza pod okrągłym księżycem na fioletowo-pomarańczowym niebie o zmierzchu.' where slug = 'midjourney-stylize' and cover_path is null;
update public.parameter_guides set cover_path = 'seed/ai-midjourney-proporcje.webp', cover_alt = 'Ilustracja poglądowa: ramki kadrów różnej wielkości, jedna w drugiej, wokół słońca w neonowych fioletach i różach.' where slug = 'midjourney-proporcje' and cover_path is null;
update public.tool_comparisons set cover_path = 'seed/ai-porownanie-dalle-midjourney-firefly-freepik.webp', cover_alt = 'Ilustracja poglądowa: wachlarz próbek kolorów w turkusowych odcieniach.' where slug = 'porownanie-dalle-midjourney-firefly-freepik' and cover_path is null;
update public.tool_comparisons set cover_path = 'seed/ai-porownanie-gpt-midjourney-ideogram-flux-freepik.webp', cover_alt = 'Ilustracja poglądowa: siatka w perspektywie biegnąca do horyzontu pod pasiastym słońcem, w stylu retro na granatowym, nocnym tle.' where slug = 'porownanie-gpt-midjourney-ideogram-flux-freepik' and cover_path is null;
update public.site_pages set cover_path = 'seed/ai-znajdz-swoj-generator-ai.webp', cover_alt = 'Ilustracja poglądowa: warstwy górskich grzbietów pod dużym słońcem w turkusowych odcieniach.' where slug = 'znajdz-swoj-generator-ai' and cover_path is null;
update public.site_pages set cover_path = 'seed/poradnik-konsultacje-ai.webp', cover_alt = 'Ilustracja poglądowa: warstwy górskich grzbietów pod dużym słońcem w ciepłych, papierowych barwach.' where slug = 'poradnik-konsultacje-ai' and cover_path is null;
update public.site_pages set cover_path = 'seed/poradnik-midjourney-ai.webp', cover_alt = 'Ilustracja poglądowa: kolorowe koła, trójkąty i kwadraty unoszące się w ciepłych, papierowych barwach.' where slug = 'poradnik-midjourney-ai' and cover_path is null;
update public.site_pages set cover_path = 'seed/poradnik-midjourney-video.webp', cover_alt = 'Ilustracja poglądowa: siatka w perspektywie biegnąca do horyzontu pod pasiastym słońcem, w stylu retro w turkusowych odcieniach.' where slug = 'poradnik-midjourney-video' and cover_path is null;

-- The editors who sign the articles (author box, /o-nas, JSON-LD Person). Their portraits are drawn by
-- supabase/seed-files/make-examples.mjs (media/autorzy/<slug>.webp, uploaded through [storage.buckets.media]).
insert into public.authors (slug, name, role, bio, avatar_path, avatar_alt)
values
(
  'anna-wisniewska',
  'Anna Wiśniewska',
  'Redaktorka prowadząca',
  'Projektantka graficzna, od lat pracuje z agencjami i wydawnictwami. Generatory obrazów testuje na prawdziwych zleceniach i pisze o tym, co z ich wyników nadaje się do druku, kampanii i publikacji — a co jeszcze nie.',
  'autorzy/anna-wisniewska.webp',
  'Ilustrowany portret Anny Wiśniewskiej: postać z długimi brązowymi włosami na fioletowo-pomarańczowym tle.'
),
(
  'michal-zielinski',
  'Michał Zieliński',
  'Trener narzędzi AI',
  'Prowadzi szkolenia z Midjourney i Adobe Firefly dla zespołów marketingu. W serwisie odpowiada za poradniki krok po kroku i ranking narzędzi: każde zadanie testowe przechodzi sam, od pierwszego promptu do gotowego pliku.',
  'autorzy/michal-zielinski.webp',
  'Ilustrowany portret Michała Zielińskiego: postać z krótkimi ciemnymi włosami w czerwonej bluzie na zielonym tle.'
)
on conflict (slug) do nothing;

-- Guides about Midjourney are Michał's, the other articles Anna's; a byline an admin chose is never replaced.
update public.posts set author_id = (select id from public.authors where slug = 'michal-zielinski')
where section = 'midjourney' and author_id is null;
update public.posts set author_id = (select id from public.authors where slug = 'anna-wisniewska')
where section = 'post' and author_id is null;

-- The seeded covers are in the admin media library too (1200×630 WebP), with their articles' alt text, so the
-- library is not empty on a fresh start and shows which articles use each image. Bytes are the files' sizes.
insert into public.media_items (bucket, path, alt, width, height, mime, bytes)
select 'covers', f.path, p.cover_alt, 1200, 630, 'image/webp', f.bytes
from (values
  ('seed/adobe-firefly-licencje-i-uzycie-komercyjne.webp', 13494),
  ('seed/ai-w-projektowaniu-identyfikacji-marki.webp', 20554),
  ('seed/dall-e-3-i-gpt-image-w-chatgpt.webp', 37358),
  ('seed/flux-black-forest-labs-przewodnik.webp', 6808),
  ('seed/ideogram-tekst-na-obrazach.webp', 7434),
  ('seed/jak-pisac-prompty-do-generatorow-obrazow.webp', 10706),
  ('seed/midjourney-nowa-wersja-notatki-robocze.webp', 9094),
  ('seed/midjourney-parametr-chaos.webp', 7236),
  ('seed/midjourney-parametr-stylize.webp', 7660),
  ('seed/midjourney-proporcje-obrazu-ar.webp', 9454),
  ('seed/midjourney-referencje-stylu-sref.webp', 8340),
  ('seed/negatywne-prompty-i-parametr-no.webp', 6784),
  ('seed/prawo-autorskie-do-obrazow-ai-polska-i-ai-act.webp', 18752),
  ('seed/skalowanie-obrazow-ai-do-druku.webp', 8074),
  ('seed/stable-diffusion-na-wlasnym-komputerze.webp', 36276)
) as f (path, bytes)
join lateral (select cover_alt from public.posts where cover_path = f.path and cover_alt is not null order by slug limit 1) p on true
on conflict (path) do nothing;

-- Logos of the seeded tools (seed/<slug>.webp in the logos bucket, objects_path): the maker's mark from Simple Icons
-- or a generated mark, made by supabase/seed-files/make-logos.mjs. A logo an admin uploaded is never replaced.
update public.ai_tools set logo_path = 'seed/midjourney.webp' where slug = 'midjourney' and logo_path is null;
update public.ai_tools set logo_path = 'seed/gpt-image.webp' where slug = 'gpt-image' and logo_path is null;
update public.ai_tools set logo_path = 'seed/gemini-nano-banana.webp' where slug = 'gemini-nano-banana' and logo_path is null;
update public.ai_tools set logo_path = 'seed/flux.webp' where slug = 'flux' and logo_path is null;
update public.ai_tools set logo_path = 'seed/adobe-firefly.webp' where slug = 'adobe-firefly' and logo_path is null;
update public.ai_tools set logo_path = 'seed/ideogram.webp' where slug = 'ideogram' and logo_path is null;
update public.ai_tools set logo_path = 'seed/freepik-ai.webp' where slug = 'freepik-ai' and logo_path is null;
update public.ai_tools set logo_path = 'seed/leonardo-ai.webp' where slug = 'leonardo-ai' and logo_path is null;
update public.ai_tools set logo_path = 'seed/stable-diffusion.webp' where slug = 'stable-diffusion' and logo_path is null;
update public.ai_tools set logo_path = 'seed/recraft.webp' where slug = 'recraft' and logo_path is null;
update public.ai_tools set logo_path = 'seed/qwen-image.webp' where slug = 'qwen-image' and logo_path is null;
update public.ai_tools set logo_path = 'seed/krea.webp' where slug = 'krea' and logo_path is null;
update public.ai_tools set logo_path = 'seed/canva-magic-media.webp' where slug = 'canva-magic-media' and logo_path is null;
update public.ai_tools set logo_path = 'seed/bing-image-creator.webp' where slug = 'bing-image-creator' and logo_path is null;
update public.ai_tools set logo_path = 'seed/google-veo.webp' where slug = 'google-veo' and logo_path is null;
update public.ai_tools set logo_path = 'seed/kling.webp' where slug = 'kling' and logo_path is null;
update public.ai_tools set logo_path = 'seed/sora.webp' where slug = 'sora' and logo_path is null;
update public.ai_tools set logo_path = 'seed/runway.webp' where slug = 'runway' and logo_path is null;
update public.ai_tools set logo_path = 'seed/hailuo.webp' where slug = 'hailuo' and logo_path is null;
update public.ai_tools set logo_path = 'seed/luma-dream-machine.webp' where slug = 'luma-dream-machine' and logo_path is null;
update public.ai_tools set logo_path = 'seed/pika.webp' where slug = 'pika' and logo_path is null;

-- The readers' survey (/ankieta).

insert into public.survey_questions (position, question, kind, options, required)
values
(1, 'Jak często korzystasz z generatorów obrazów AI?', 'single',
 array['Codziennie', 'Kilka razy w tygodniu', 'Kilka razy w miesiącu', 'Rzadziej', 'Jeszcze nie korzystam'], true),
(2, 'Z których narzędzi korzystasz?', 'multiple',
 array['Midjourney', 'ChatGPT (GPT Image)', 'Adobe Firefly', 'Flux', 'Ideogram', 'Stable Diffusion', 'Canva', 'Inne'], true),
(3, 'Do czego używasz obrazów AI?', 'multiple',
 array['Praca zawodowa', 'Media społecznościowe', 'Projekty prywatne', 'Nauka i edukacja', 'Inne'], true),
(4, 'Jak oceniasz nasze artykuły? (1 — słabo, 5 — świetnie)', 'scale', '{}', true),
(5, 'O czym powinniśmy napisać?', 'text', '{}', false)
on conflict (position) do nothing;

insert into public.site_pages (slug, title, description, body_md, status, published_at, updated_at)
values (
  'ankieta',
  'Ankieta dla czytelników',
  'Pięć krótkich pytań o to, jak korzystasz z generatorów obrazów AI i o czym chcesz czytać. Ankieta jest anonimowa.',
  $md$
Pomóż nam wybrać tematy kolejnych artykułów. Ankieta jest **anonimowa** — nie pytamy o imię ani adres e-mail, a odpowiedzi oglądamy tylko w zestawieniu. Zajmie ci około dwóch minut.
$md$,
  'published',
  '2026-11-20 09:00:00+01',
  '2026-11-20 09:00:00+01'
)
on conflict (slug) do nothing;

insert into public.site_pages (slug, title, description, body_md, status, published_at, updated_at)
values (
  'newsletter',
  'Newsletter Obrazy AI',
  'Raz w tygodniu: nowe poradniki, zmiany w Midjourney, GPT Image, Firefly i Fluxie oraz jeden sprawdzony prompt. Bez spamu, wypisanie jednym kliknięciem.',
  $md$
Raz w tygodniu wysyłamy krótki list: co nowego w generatorach obrazów, jeden poradnik z naszej strony i jeden prompt, który warto wypróbować. Piszemy po polsku i konkretnie.

- **Zapis z potwierdzeniem** — po zapisie wyślemy link; dopiero kliknięcie go aktywuje subskrypcję.
- **Bez reklam i sprzedawania adresów** — adres e-mail służy tylko do wysyłki newslettera.
- **Wypisanie jednym kliknięciem** — link jest w każdej wiadomości.
$md$,
  'published',
  '2026-11-01 09:00:00+01',
  '2026-11-01 09:00:00+01'
)
on conflict (slug) do nothing;

-- Free downloads of /gratisy. The files are in supabase/seed-files/gratisy (bucket "gratisy", uploaded by the local
-- stack on start and by `supabase seed buckets` elsewhere); file_size_bytes must match them (a test checks it).
insert into public.downloads (slug, title, description, kind, file_path, file_format, file_size_bytes, members_only, position)
values
  (
    'prompty-portretowe',
    '30 promptów portretowych',
    'Studio, plener, epoki, ilustracja i fantastyka: trzydzieści gotowych promptów do portretów w Midjourney, GPT Image, Flux i Stable Diffusion, z nawiasami do podmiany i poradami, co zrobić z „plastikową” skórą i dłońmi.',
    'prompt_pack', 'prompty-portrety.md', 'Markdown', 4682, false, 1
  ),
  (
    'prompty-produktowe',
    'Prompty do zdjęć produktowych',
    'Szesnaście promptów do sklepu internetowego i reklam: białe tło, lifestyle, social media i sezonowe kampanie. Z proporcjami dla marketplace’ów i Instagrama oraz listą kontrolną przed publikacją.',
    'prompt_pack', 'prompty-produktowe.txt', 'Tekst (TXT)', 3028, false, 2
  ),
  (
    'style-artystyczne',
    '40 stylów artystycznych do promptów',
    'Techniki malarskie, grafika i druk, ilustracja 3D, fotografia i nurty w sztuce — każdy styl z opisem efektu i przykładowym promptem. Także polska szkoła plakatu i wycinanki.',
    'prompt_pack', 'prompty-style-artystyczne.md', 'Markdown', 4680, true, 3
  ),
  (
    'sciaga-parametry-midjourney',
    'Ściąga: parametry Midjourney',
    'Wszystkie ważne parametry na jednej stronie: --ar, --stylize, --chaos, --style raw, --seed, --no, referencje stylu i postaci, proporcje dla popularnych formatów i cztery sprawdzone przepisy.',
    'cheat_sheet', 'sciaga-parametry-midjourney.md', 'Markdown', 2483, false, 1
  ),
  (
    'sciaga-swiatlo-i-kadr',
    'Ściąga: światło i kadr w promptach',
    'Słownik fotograficzny po polsku i angielsku: rodzaje światła, plany filmowe, obiektywy, głębia ostrości i kompozycja — żeby obraz z AI wyglądał jak przemyślane zdjęcie.',
    'cheat_sheet', 'sciaga-swiatlo-i-kadr.md', 'Markdown', 2944, false, 2
  ),
  (
    'sciaga-negatywne-prompty',
    'Ściąga: negatywne prompty',
    'Gdzie i jak wpisać, czego nie chcesz na obrazie, w Stable Diffusion, Midjourney (--no), Fluxie i GPT Image. Gotowe zestawy dla fotografii, portretu, ilustracji i produktów oraz tabela szybkiej diagnozy.',
    'cheat_sheet', 'sciaga-negatywne-prompty.md', 'Markdown', 2561, true, 3
  ),
  (
    'tapeta-mglawica',
    'Tapeta „Fioletowa mgławica”',
    'Fiolet, róż i złoto na ciemnym niebie pełnym gwiazd — tapeta na pulpit w kolorach Obrazy AI.',
    'wallpaper', 'tapeta-mglawica-1920x1080.webp', 'WebP 1920 × 1080', 20792, false, 1
  ),
  (
    'tapeta-stwor',
    'Tapeta „Stwór o zachodzie”',
    'Zielony stwór z czułkami na tle fioletowo-pomarańczowego nieba — tapeta na telefon dla zalogowanych.',
    'wallpaper', 'tapeta-stwor-1080x1920.png', 'PNG 1080 × 1920', 18542, true, 2
  )
on conflict (slug) do nothing;

-- Creatures of the editorial team, so the gallery of /stworz-stwora is not empty on a new site.
insert into public.creatures (id, name, parts, status, moderated_at, created_at)
values
  (
    'c0000000-0000-4000-8000-000000000001', 'Pikselek',
    '{"body": "round", "eyes": "round", "mouth": "smile", "accessories": ["antennae"], "bodyColor": "#5ad19a", "accentColor": "#c8f7dc"}',
    'approved', '2026-11-20 10:00:00+01', '2026-11-20 09:00:00+01'
  ),
  (
    'c0000000-0000-4000-8000-000000000002', 'Promptoś',
    '{"body": "ghost", "eyes": "sleepy", "mouth": "tongue", "accessories": ["hat"], "bodyColor": "#7c70f0", "accentColor": "#ffd166"}',
    'approved', '2026-11-20 11:00:00+01', '2026-11-20 10:30:00+01'
  ),
  (
    'c0000000-0000-4000-8000-000000000003', 'Królowa Seedów',
    '{"body": "pear", "eyes": "star", "mouth": "grin", "accessories": ["crown", "bow"], "bodyColor": "#ff7ab6", "accentColor": "#ffe3f0"}',
    'approved', '2026-11-21 09:00:00+01', '2026-11-21 08:15:00+01'
  ),
  (
    'c0000000-0000-4000-8000-000000000004', 'Cyklop Chaos',
    '{"body": "blob", "eyes": "cyclops", "mouth": "fangs", "accessories": ["horns"], "bodyColor": "#ff9f43", "accentColor": "#ffe0b8"}',
    'approved', '2026-11-21 12:00:00+01', '2026-11-21 11:40:00+01'
  ),
  (
    'c0000000-0000-4000-8000-000000000005', 'Profesor Stylize',
    '{"body": "square", "eyes": "three", "mouth": "surprised", "accessories": ["glasses", "scarf"], "bodyColor": "#4aa8ff", "accentColor": "#d6ecff"}',
    'approved', '2026-11-22 09:30:00+01', '2026-11-22 09:00:00+01'
  )
on conflict (id) do nothing;
