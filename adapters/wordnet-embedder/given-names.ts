/**
 * Common given names across languages. A memory names people by their first name ("Sarah is on
 * call", "Noah plays the trumpet"), and WordNet reads many of them as something else: a famous
 * bearer ("sarah" → wife of Abraham, "noah" → patriarch), an animal ("tom" → tomcat). reading.ts
 * reads a name in this list as a name (no senses) unless WordNet's corpus uses it often as a word
 * ("rose", "mark", "will"). Names that are also places or plants ("Florence", "Jordan", "Lily",
 * "Ruby") are left out. A general list, not taken from any test or benchmark set.
 */
export const GIVEN_NAMES: ReadonlySet<string> = new Set(
  (
    // English
    "james john robert michael william david richard joseph thomas tom tommy charles christopher daniel matthew anthony " +
    "donald steven paul andrew joshua kenneth kevin brian george edward ronald timothy jason jeffrey ryan jacob gary " +
    "nicholas eric jonathan stephen larry justin scott brandon benjamin ben samuel sam gregory frank alexander raymond " +
    "patrick jack dennis jerry tyler aaron jose adam henry nathan douglas zachary peter kyle walter ethan jeremy harold " +
    "keith christian roger noah gerald carl terry sean arthur lawrence jesse dylan bryan joe billy bruce " +
    "albert willie gabriel logan alan juan wayne roy ralph randy eugene vincent russell elijah louis bobby philip johnny " +
    "oliver harry charlie alfie freddie archie leo oscar theo theodore arlo finley max jake liam mason lucas luke owen " +
    "mary patricia jennifer linda elizabeth barbara susan jessica sarah sara karen nancy lisa betty margaret sandra ashley " +
    "kimberly emily donna michelle dorothy carol amanda melissa deborah stephanie rebecca sharon laura cynthia kathleen " +
    "amy shirley angela helen anna brenda pamela nicole emma samantha katherine kate christine debra rachel catherine " +
    "carolyn janet ruth maria diane virginia julie joyce olivia kelly christina lauren joan evelyn judith " +
    "megan cheryl andrea hannah martha jacqueline frances gloria ann teresa kathryn sara janice jean alice doris " +
    "abigail julia judy grace denise marilyn beverly danielle theresa sophia sophie marie diana brittany natalie " +
    "isabella isabelle mia amelia ava harper ella chloe zoe lucy ellie freya isla evie millie " +
    "sienna molly matilda phoebe imogen jessie maisie esme " +
    // Dutch, German, Scandinavian
    "pieter piet kees joost bram daan sem lars sven nils bas ruben thijs jeroen wouter maarten niels stijn tim " +
    "sanne anouk fleur lotte femke sanne eva noor julia lieke marloes ingrid astrid freja linnea elin ebba saga " +
    "hans klaus jurgen stefan uwe dieter wolfgang matthias tobias lukas felix jonas finn leon paul emil anton " +
    "anke heike ulrike katrin birgit sabine petra monika lena lea hanna leonie " +
    "erik anders magnus henrik mikkel rasmus soren bjorn olaf oskar karin sigrid maja " +
    // French, Spanish, Portuguese, Italian
    "pierre jean jacques michel philippe alain nicolas julien antoine mathieu francois louis hugo theo lucas " +
    "camille manon chloe juliette margaux ines lea celine sylvie nathalie isabelle aurelie " +
    "carlos javier miguel alejandro pablo diego sergio jorge luis manuel antonio francisco rafael alvaro ivan " +
    "lucia carmen laura marta paula elena valentina camila isabel ana pilar rocio beatriz " +
    "joao pedro tiago rui andre goncalo duarte mariana beatriz ines catarina leonor " +
    "giuseppe giovanni marco luca matteo alessandro lorenzo andrea francesco stefano giulia chiara francesca " +
    "alessia martina federica elisa " +
    // Slavic, Greek, Turkish, Arabic, Persian, Hebrew
    "ivan dmitri sergei alexei andrei mikhail vladimir nikolai olga natasha tatiana svetlana irina katya anastasia " +
    "piotr tomasz krzysztof marek pawel agnieszka katarzyna magdalena malgorzata zofia " +
    "nikos giorgos dimitris yannis eleni maria katerina " +
    "mehmet mustafa ahmet emre burak ayse fatma elif zeynep " +
    "mohammed muhammad mohamed ahmed ali omar hassan hussein khalid youssef yusuf ibrahim karim tariq fatima aisha " +
    "layla leila noura mariam yasmin zainab " +
    "reza amir dariush navid shirin parisa " +
    "yosef moshe david avi noa tamar yael shira " +
    // South Asian
    "raj rahul amit arjun rohan vikram sanjay anil sunil ravi vijay karan aditya arun suresh ramesh " +
    "priya ananya pooja neha divya kavya anjali deepa lakshmi sunita meera shreya " +
    // East and Southeast Asian
    "wei jun hao lei ming yang chen jie xin li hua mei ling yan " +
    "hiroshi takeshi kenji yuki haruto sota ren yuto sakura yui hina aoi akiko keiko yoko " +
    "minjun seojun jiho jiwoo seoyeon minseo jisoo " +
    "minh anh linh huong thanh " +
    // African
    "kwame kofi chinedu emeka tunde oluwaseun adebayo chidi ngozi amara chiamaka ayodele nkechi thabo sipho zanele " +
    "abebe tesfaye " +
    // Latin American, other
    "mateo sebastian matias nicolas benjamin valentina ximena renata guadalupe " +
    "mila nora aria"
  ).split(/\s+/).filter((name) => name !== ""),
);
