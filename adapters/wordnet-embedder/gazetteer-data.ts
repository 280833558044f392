/**
 * A supplementary lexicon of everyday proper names WordNet does not list (or lists only in another
 * sense): brands, products and services an assistant's memories name as often as common nouns,
 * each under the WordNet concept it is a member of. Written as a general gazetteer (well-known
 * names per category, not taken from any test or benchmark set); names are lowercase tokens as
 * tokenize.ts makes them, collocations joined by "_" (at most three words). A target is one or more
 * WordNet lemmas (space-separated), each optionally "#k" for its k-th likeliest sense;
 * gazetteer.test.ts checks that each resolves.
 * Ambiguous names that are also common words ("swift", "edge", "teams", "seat") are left out; a
 * few whose product sense is the usual one in an assistant's memories ("python", "rust", "zoom",
 * "pixel") are in, read beside their WordNet senses.
 */
export const GAZETTEER: readonly { target: string; names: string }[] = [
  {
    // The make names the car and its maker: "drives a Kia", "Kia recalled ...".
    target: "car car_maker",
    names:
      "toyota honda ford volkswagen vw bmw audi mercedes mercedes_benz subaru mazda nissan hyundai kia volvo tesla peugeot renault " +
      "citroen fiat skoda opel vauxhall porsche ferrari lamborghini maserati bentley rolls_royce aston_martin lexus chevrolet chevy " +
      "chrysler cadillac buick gmc mitsubishi suzuki dacia alfa_romeo land_rover range_rover byd polestar rivian infiniti acura " +
      "lancia saab cupra lotus_cars mclaren bugatti datsun lada tata_motors geely nio xpeng",
  },
  { target: "motorcycle", names: "harley harley_davidson ducati kawasaki triumph_motorcycles ktm aprilia vespa royal_enfield" },
  {
    target: "programming_language",
    names:
      "python javascript typescript java rust golang kotlin scala haskell erlang elixir clojure perl php ruby cplusplus cpp csharp " +
      "fsharp ocaml lua julia_language matlab fortran cobol lisp scheme_language racket prolog zig nim solidity vyper webassembly " +
      "wasm objective_c swiftlang dart_language bash powershell groovy_language elm_language crystal_language sql plsql tsql",
  },
  {
    target: "text_editor#2",
    names:
      "vim neovim nvim vi emacs vscode vs_code visual_studio_code sublime_text notepad notepad_plus textmate bbedit " +
      "gedit kate_editor cursor_editor zed_editor helix_editor micro_editor nano_editor spacemacs doom_emacs lapce",
  },
  {
    // Integrated development environments: editors and more.
    target: "editor_program",
    names: "visual_studio intellij intellij_idea pycharm webstorm phpstorm goland rider clion xcode android_studio eclipse_ide netbeans jetbrains",
  },
  {
    target: "operating_system",
    names:
      "linux debian ubuntu fedora centos rhel red_hat redhat macos osx mac_os ios ipados watchos android chromeos chrome_os " +
      "freebsd openbsd netbsd opensuse suse manjaro gentoo arch_linux linux_mint kubuntu xubuntu raspbian nixos alpine_linux " +
      "rocky_linux almalinux windows_10 windows_11 windows_xp ms_dos solaris aix",
  },
  {
    // Everyday speech calls the system a database: "Postgres is our database".
    target: "database_management_system database",
    names:
      "postgres postgresql mysql mariadb sqlite mongodb mongo redis cassandra dynamodb elasticsearch opensearch couchdb couchbase " +
      "neo4j clickhouse bigquery cockroachdb influxdb timescaledb firebase firestore supabase memcached valkey duckdb " +
      "snowflake_db oracle_database sql_server mssql db2 hbase riak etcd",
  },
  {
    target: "computer_software",
    names:
      "docker kubernetes k8s podman helm terraform ansible puppet_labs chef_infra nginx haproxy traefik caddy_server apache_kafka " +
      "kafka rabbitmq activemq zeromq nats celery_worker sidekiq grafana prometheus datadog sentry kibana logstash splunk " +
      "new_relic pagerduty opsgenie jenkins circleci travis_ci github_actions gitlab_ci argo_cd git github gitlab bitbucket " +
      "mercurial svn subversion npm yarn_pkg pnpm webpack vite babel react angular vue svelte nextjs django flask rails " +
      "laravel spring_boot express_js fastapi nodejs node_js deno tensorflow pytorch pandas numpy jupyter wordpress drupal " +
      "shopify magento wireguard openvpn tailscale 1password bitwarden lastpass keepass dashlane okta auth0 keycloak " +
      "stripe_api twilio sendgrid mailchimp",
  },
  {
    target: "application_program",
    names:
      "slack whatsapp telegram discord wechat viber imessage threema signal_app facebook_messenger microsoft_teams ms_teams " +
      "jira confluence trello asana notion monday_com clickup basecamp todoist evernote onenote obsidian figma sketch_app " +
      "photoshop lightroom illustrator indesign premiere_pro final_cut blender canva gimp inkscape audacity garageband ableton " +
      "logic_pro salesforce hubspot zendesk intercom freshdesk xero quickbooks freshbooks sage_accounting exact_online " +
      "workday bamboohr personio sap_erp dropbox google_drive onedrive icloud box_com wetransfer docusign calendly " +
      "google_calendar google_maps apple_maps waze strava fitbit_app duolingo anki headspace calm_app shazam " +
      "uber_eats deliveroo doordash just_eat thuisbezorgd glovo grubhub airbnb booking_com expedia tripadvisor skyscanner " +
      "kayak_app trainline splitwise revolut_app",
  },
  { target: "teleconference", names: "zoom zoom_call skype webex google_meet jitsi facetime whereby gotomeeting bluejeans" },
  { target: "spreadsheet", names: "excel ms_excel microsoft_excel google_sheets airtable smartsheet libreoffice_calc numbers_app" },
  { target: "word_processor", names: "microsoft_word ms_word google_docs libreoffice libreoffice_writer openoffice pages_app scrivener latex overleaf" },
  { target: "search_engine", names: "bing duckduckgo ecosia baidu yandex startpage qwant kagi" },
  {
    target: "web_browser",
    names: "firefox chromium google_chrome chrome_browser safari_browser microsoft_edge opera_browser brave_browser vivaldi_browser arc_browser tor_browser internet_explorer",
  },
  {
    target: "web_site",
    names:
      "facebook instagram twitter linkedin tiktok reddit snapchat pinterest tumblr mastodon bluesky youtube twitch vimeo " +
      "netflix hulu disney_plus hbo_max prime_video spotify deezer soundcloud apple_music bandcamp wikipedia stack_overflow " +
      "stackoverflow hacker_news medium_com substack patreon kickstarter etsy ebay amazon_com aliexpress zalando vinted " +
      "craigslist marktplaats",
  },
  { target: "electronic_mail", names: "gmail outlook_com hotmail protonmail proton_mail fastmail yahoo_mail icloud_mail google_workspace g_suite office_365 microsoft_365 zoho_mail tutanota" },
  {
    target: "cellular_telephone",
    names:
      "iphone pixel android_phone galaxy_s galaxy_note oneplus xiaomi huawei motorola nokia fairphone blackberry_phone oppo vivo_phone " +
      "realme honor_phone sony_xperia xperia",
  },
  {
    target: "laptop",
    names: "thinkpad macbook macbook_air macbook_pro chromebook zenbook vivobook ideapad yoga_laptop matebook elitebook probook xps_13 xps_15 surface_laptop surface_book spectre_x360 inspiron latitude_laptop",
  },
  { target: "portable_computer", names: "ipad ipad_pro ipad_air ipad_mini galaxy_tab surface_pro kindle_fire" },
  { target: "airline#2", names:
      "klm lufthansa ryanair easyjet british_airways air_france emirates_airline qantas delta_airlines united_airlines american_airlines " +
      "iberia tap_portugal tap_air finnair sas_airlines swiss_air turkish_airlines wizz_air wizzair vueling jetblue southwest_airlines " +
      "singapore_airlines cathay_pacific etihad qatar_airways aeroflot alitalia ita_airways transavia eurowings aer_lingus " +
      "air_canada westjet lot_polish norwegian_air icelandair brussels_airlines austrian_airlines virgin_atlantic ana_airlines " +
      "japan_airlines korean_air air_india indigo_airlines latam avianca aeromexico",
  },
  {
    target: "bank#2",
    names:
      "hsbc barclays ing rabobank abn_amro deutsche_bank commerzbank santander bbva bnp_paribas societe_generale credit_agricole " +
      "ubs credit_suisse revolut monzo starling n26 bunq triodos knab citibank wells_fargo jpmorgan chase_bank bank_of_america " +
      "goldman_sachs morgan_stanley natwest lloyds_bank halifax_bank nationwide_building santander_uk unicredit intesa " +
      "nordea danske_bank seb_bank handelsbanken raiffeisen erste_bank kbc belfius caixabank sparkasse volksbank",
  },
  {
    target: "supermarket",
    names:
      "tesco aldi lidl sainsburys asda waitrose morrisons ocado carrefour auchan leclerc intermarche albert_heijn jumbo_supermarket " +
      "plus_supermarket edeka rewe kaufland walmart costco kroger safeway whole_foods trader_joes publix mercadona " +
      "esselunga coop_supermarket migros delhaize colruyt spar_supermarket billa",
  },
  {
    target: "coffee_shop",
    names: "starbucks costa_coffee caffe_nero pret pret_a_manger tim_hortons dunkin dunkin_donuts blue_bottle peets_coffee greggs",
  },
  {
    target: "restaurant",
    names: "mcdonalds burger_king kfc nandos five_guys wendys taco_bell chipotle dominos pizza_hut papa_johns wagamama itsu leon_restaurant shake_shack in_n_out",
  },
  { target: "taxi", names: "uber lyft freenow free_now cabify didi bolt_ride addison_lee" },
  {
    target: "currency",
    names: "bitcoin btc ethereum eth ether_coin solana dogecoin litecoin cardano xrp usdc usdt tether_coin monero polkadot avalanche_coin stablecoin",
  },
  {
    target: "department_store",
    names: "ikea john_lewis marks_and_spencer selfridges harrods macys nordstrom el_corte_ingles galeries_lafayette hema bijenkorf primark uniqlo zara h_and_m",
  },
  { target: "drugstore", names: "boots_pharmacy walgreens cvs kruidvat etos rite_aid superdrug dm_drogerie" },
  { target: "gym", names: "basic_fit puregym pure_gym anytime_fitness planet_fitness equinox_gym david_lloyd virgin_active fitness_first gold_gym crossfit" },
  { target: "hotel", names: "marriott hilton hyatt ibis novotel accor radisson holiday_inn premier_inn travelodge sheraton westin four_seasons ritz_carlton best_western motel_one citizenm" },
  { target: "train", names: "eurostar thalys tgv ice_train intercity_express amtrak shinkansen" },
  { target: "video_game", names: "minecraft fortnite zelda mario_kart pokemon tetris roblox league_of_legends counter_strike fifa_game call_of_duty the_sims elden_ring" },
  { target: "television_channel", names: "bbc itv cnn fox_news msnbc sky_news al_jazeera euronews npo rtl" },
  {
    target: "city",
    names: "nottingham groningen haarlem maastricht tilburg breda eindhoven heidelberg montpellier rennes bilbao coimbra poznan kyiv lviv busan shenzhen bengaluru pune",
  },
  { target: "newspaper", names: "guardian_newspaper new_york_times nyt washington_post financial_times times_newspaper economist_magazine wall_street_journal wsj le_monde de_volkskrant nrc der_spiegel el_pais" },
];
