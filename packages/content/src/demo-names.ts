// Name pools for the fictional demo directory, by heritage. Common given names and surnames
// only, combined at random: the people are invented.

/** Splits a comma-separated list: compact to read, and names may contain spaces. */
function names(list: string): readonly string[] {
  return list.split(/,\s*/);
}

export interface NamePool {
  male: readonly string[];
  female: readonly string[];
  last: readonly string[];
}

export type NameOrigin =
  | 'english'
  | 'french'
  | 'punjabi'
  | 'hindi'
  | 'urdu'
  | 'chinese'
  | 'filipino'
  | 'arabic'
  | 'farsi'
  | 'italian'
  | 'portuguese'
  | 'spanish'
  | 'ukrainian';

const ENGLISH_MALE = names(
  'James, John, Robert, Michael, David, William, Richard, Thomas, Christopher, Daniel, ' +
    'Matthew, Andrew, Ryan, Kevin, Brian, Jason, Mark, Steven, Paul, Scott, Jeffrey, Gregory, ' +
    'Patrick, Sean, Adam, Jonathan, Benjamin, Nathan, Tyler, Justin, Brandon, Jordan, Eric, ' +
    'Graham, Colin, Ian, Douglas, Stuart, Alexander, Samuel, Ethan, Liam, Owen, Connor, Evan, ' +
    'Dylan, Cameron, Marcus, Trevor, Derek, Craig, Neil, Keith, Gordon, Bruce, Wayne, Darren, ' +
    'Curtis, Travis, Blake, Mitchell, Spencer, Grant, Duncan, Malcolm, Wesley, Brett, Shane, ' +
    'Peter, Timothy, Joshua, Aaron, Kyle, Jeremy, Gavin, Lucas, Noah, Nicholas, Philip, ' +
    'Russell, Harrison, Caleb, Riley, Logan, Hunter, Jack',
);

const ENGLISH_FEMALE = names(
  'Jennifer, Sarah, Jessica, Emily, Elizabeth, Laura, Rebecca, Katherine, Michelle, Amanda, ' +
    'Melissa, Stephanie, Nicole, Heather, Rachel, Lauren, Megan, Ashley, Samantha, Hannah, ' +
    'Olivia, Emma, Chloe, Victoria, Alexandra, Natalie, Caroline, Claire, Margaret, Susan, ' +
    'Karen, Lisa, Julie, Kimberly, Christine, Andrea, Erin, Kelly, Allison, Meghan, Kathleen, ' +
    'Leah, Jillian, Brianna, Danielle, Courtney, Vanessa, Tara, Shannon, Kristen, Janet, ' +
    'Diane, Wendy, Leslie, Robyn, Sheila, Fiona, Morgan, Paige, Jenna, Kayla, Madison, ' +
    'Abigail, Sophie, Grace, Charlotte, Avery, Carolyn, Deborah, Alison, Bethany, Catherine, ' +
    'Holly, Jocelyn, Kirsten, Lindsay, Monica, Natasha, Rosemary',
);

const ENGLISH_LAST = names(
  'Smith, Brown, Wilson, Taylor, Campbell, Anderson, Jones, Macdonald, Johnson, Martin, ' +
    'Thompson, White, Williams, Miller, Clark, Stewart, Young, Scott, Robinson, Walker, ' +
    'Wright, Mitchell, Ross, Murray, Reid, Wood, Fraser, Kelly, Graham, Hall, Roberts, ' +
    'Morrison, Baker, Clarke, Harris, Lewis, Jackson, Cameron, King, Hamilton, Bell, Allen, ' +
    'Green, Evans, Hughes, Hill, Adams, Turner, Cooper, Watson, Thomson, Robertson, Edwards, ' +
    'Parker, Kennedy, Morgan, Davies, Davis, Moore, Phillips, Grant, Ferguson, Marshall, ' +
    'Simpson, Sutherland, Mackenzie, MacLeod, MacKinnon, MacIntyre, McNeil, McLean, ' +
    "Macpherson, Gillis, Chisholm, O'Brien, Murphy, Ryan, Sullivan, O'Connor, Walsh, Byrne, " +
    'Doyle, Gallagher, Fitzgerald, Power, Burke, Lynch, Dunn, Foley, Peters, Friesen, Penner, ' +
    'Klassen, Wiebe, Dyck, Enns, Thiessen, Schmidt, Fischer, Weber, Wagner, Becker, Hoffman, ' +
    'Koch, Schneider, Zimmerman, Kowalski, Nowak, Wozniak, Jansen, Van Dyk, De Vries, Bakker, ' +
    'Visser, Olsen, Hansen, Larsen, Nielsen, Lindqvist, Bergman, Chambers, Fleming, Gordon, ' +
    'Hunter, Russell, Sinclair, Douglas, Wallace, Ellis, Hayes, Price, Bennett, Webb, Fisher, ' +
    'Foster, Harvey, Holmes, Hudson, Jenkins, Lawson, Lloyd, Mason, Matthews, Palmer, Parsons, ' +
    'Pearson, Porter, Reynolds, Richards, Rogers, Saunders, Shaw, Spencer, Stevens, Sutton, ' +
    'Thomas, Tucker, Warren, Watts, Webster, Wells, West, Wheeler, Willis, Woods, Barrett, ' +
    'Boyd, Burton, Carter, Chapman, Cole, Collins, Cook, Crawford, Cunningham, Dawson, Dixon, ' +
    'Elliott, Ford, Gardner, Gibson, Gray, Griffin, Hart, Henderson, Howard, Hunt, Johnston, ' +
    'Jordan, Kerr, Knight, Lane, Little, Lowe, Marsh, Mills, Morris, Nash, Newman, Norris, ' +
    'Owen, Payne, Pierce, Quinn, Rose, Sharpe, Stone, Tait, Todd, Vaughan, Wade, Walters, ' +
    'Ward, Armstrong, Bishop, Black, Blair, Brooks, Buchanan, Burns, Duncan, Forbes, ' +
    'Gillespie, Hogan, Keating, Lockhart, Munro, Napier, Oliver, Pike, Rankin, Sampson, Tobin',
);

const FRENCH_MALE = names(
  'Jean, Pierre, Marc, Luc, Michel, André, François, Jean-François, Marc-André, ' +
    'Jean-Philippe, Louis, Philippe, Mathieu, Simon, Olivier, Alexandre, Étienne, Guillaume, ' +
    'Sébastien, Maxime, Nicolas, Julien, Vincent, Benoît, Frédéric, Martin, Patrick, Stéphane, ' +
    'Éric, Yves, Denis, Gilles, Alain, Sylvain, Daniel, Félix, Gabriel, Samuel, Antoine, ' +
    'Charles, Jérôme, Dominic, Hugo, Raphaël, Louis-Philippe, Pierre-Luc, Jean-Sébastien, ' +
    'Marc-Antoine, Francis, Mathis, Émile, Thomas, William, Jacques, Claude, Réjean, Normand, ' +
    'Serge',
);

const FRENCH_FEMALE = names(
  'Marie, Julie, Isabelle, Nathalie, Sophie, Catherine, Geneviève, Mélanie, Stéphanie, ' +
    'Valérie, Annie, Caroline, Chantal, Josée, Johanne, Manon, Sylvie, Lucie, Émilie, Audrey, ' +
    'Marie-Ève, Marie-Claude, Anne-Marie, Marie-Pier, Véronique, Karine, Mélissa, Amélie, ' +
    'Camille, Léa, Chloé, Sarah, Laurence, Gabrielle, Rosalie, Florence, Noémie, Justine, ' +
    'Andréanne, Joanie, Maude, Élise, Hélène, Claudine, France, Marianne, Jacinthe, Ariane, ' +
    'Roxanne, Vanessa, Danielle, Louise, Diane, Ginette, Martine, Nancy, Émilie-Jade, Kim',
);

const FRENCH_LAST = names(
  'Tremblay, Gagnon, Roy, Côté, Bouchard, Gauthier, Morin, Lavoie, Fortin, Gagné, Ouellet, ' +
    'Pelletier, Bélanger, Lévesque, Bergeron, Leblanc, Paquette, Girard, Simard, Boucher, ' +
    'Caron, Beaulieu, Cloutier, Dubé, Poirier, Fournier, Lapointe, Leclerc, Lefebvre, Poulin, ' +
    'Thibault, St-Pierre, Nadeau, Martin, Landry, Martel, Bédard, Grenier, Lessard, Bernier, ' +
    'Richard, Michaud, Hébert, Desjardins, Couture, Turcotte, Lachance, Parent, Blais, ' +
    'Gosselin, Savard, Proulx, Beaudoin, Demers, Perreault, Boudreau, Lemieux, Cyr, Perron, ' +
    'Dufour, Dion, Mercier, Bolduc, Bérubé, Boisvert, Langlois, Ménard, Therrien, Plante, ' +
    'Bilodeau, Blanchette, Dussault, Gingras, Labbé, Lacroix, Tardif, Vachon, Charbonneau, ' +
    'Rousseau, Bourque, Fontaine, Lalonde, Deschamps, Dumas, Beauchamp, Carrier, Laflamme, ' +
    'Lavallée, Laplante, Giroux, Brassard, Vaillancourt, Larouche, Gendron, Guay, Desrosiers, ' +
    'Lamontagne, Rioux, Paré, Jobin, Marcoux, Drouin, Houle, Lacasse, Brisson, Lefort, Trudel, ' +
    'Doucet, Arsenault, Cormier, Gallant, Robichaud, Thériault, Savoie, Haché, Daigle, ' +
    'Chiasson, Comeau, Babineau, Melanson, Léger, Bourgeois, Allard, Aubin, Beaupré, ' +
    'Chouinard, Desbiens, Fréchette, Gaudreault, Lafrenière, Morissette, Picard, Rivard, ' +
    'Sauvé, Turgeon, Villeneuve',
);

export const NAME_POOLS: Record<NameOrigin, NamePool> = {
  english: { male: ENGLISH_MALE, female: ENGLISH_FEMALE, last: ENGLISH_LAST },
  french: { male: FRENCH_MALE, female: FRENCH_FEMALE, last: FRENCH_LAST },
  punjabi: {
    male: names(
      'Harpreet, Gurpreet, Manpreet, Amandeep, Navdeep, Rajinder, Harjit, Kuldeep, Sukhwinder, ' +
        'Parminder, Gurinder, Baljit, Harman, Arshdeep, Mandeep, Jagdeep, Tejinder, Balraj, ' +
        'Harinder, Jaskaran',
    ),
    female: names(
      'Harpreet, Simran, Jaspreet, Jasmeet, Ravneet, Kiranjit, Manpreet, Navneet, Amrit, ' +
        'Gurleen, Harleen, Rajdeep, Sukhjit, Parveen, Mandeep, Jasleen',
    ),
    last: names(
      'Sandhu, Dhillon, Grewal, Sidhu, Brar, Bains, Johal, Dhaliwal, Mann, Sahota, Toor, Virk, ' +
        'Randhawa, Bhullar, Cheema, Atwal, Chahal, Hundal, Gill, Kang, Khaira, Sekhon, Pannu, ' +
        'Aujla, Bal',
    ),
  },
  hindi: {
    male: names(
      'Sanjay, Rahul, Amit, Vikram, Arjun, Rohan, Anil, Sunil, Deepak, Ashok, Rajesh, Karan, ' +
        'Nikhil, Varun, Ravi, Suresh, Vivek, Anand, Manish, Akash',
    ),
    female: names(
      'Priya, Anjali, Neha, Pooja, Divya, Ritu, Kavita, Meera, Nisha, Aditi, Shreya, Ananya, ' +
        'Sunita, Rekha, Swati, Deepa, Lakshmi, Shalini, Anita, Tanvi',
    ),
    last: names(
      'Sharma, Patel, Gupta, Mehta, Shah, Kapoor, Malhotra, Chopra, Verma, Agarwal, Joshi, ' +
        'Desai, Iyer, Nair, Menon, Reddy, Rao, Bhatt, Trivedi, Khanna, Sethi, Bhatia, Arora, ' +
        'Saxena, Pillai, Srinivasan',
    ),
  },
  urdu: {
    male: names(
      'Imran, Bilal, Faisal, Usman, Hamza, Adnan, Asad, Kamran, Tariq, Farhan, Zeeshan, Salman, ' +
        'Waqar, Junaid, Omer, Arif',
    ),
    female: names(
      'Ayesha, Fatima, Sana, Hina, Zainab, Saima, Nadia, Mariam, Rabia, Amna, Sadia, Noreen, ' +
        'Mehwish, Sobia, Aliya, Hira',
    ),
    last: names(
      'Khan, Qureshi, Siddiqui, Chaudhry, Malik, Butt, Sheikh, Raza, Hussain, Akhtar, Mirza, ' +
        'Javed, Rashid, Iqbal, Aslam, Baig, Ansari, Zaidi',
    ),
  },
  chinese: {
    male: names(
      'Wei, Jun, Lei, Ming, Hao, Yu, Jian, Kevin, Michael, Jason, Eric, Daniel, Raymond, ' +
        'Kenneth, Vincent, Derek, Alan, Tony, Henry, Andrew',
    ),
    female: names(
      'Jing, Xin, Ying, Hui, Yan, Mei, Ling, Jennifer, Grace, Vivian, Cindy, Karen, Amy, Winnie, ' +
        'Angela, Michelle, Stephanie, Jessica, Irene, Joyce',
    ),
    last: names(
      'Wong, Chan, Li, Lee, Chen, Zhang, Wang, Liu, Lam, Cheung, Leung, Ng, Ho, Yip, Lau, Tang, ' +
        'Huang, Lin, Zhou, Wu, Xu, Yang, Zhao, Sun, Ma, Tam, Chow, Kwan, Yuen, Fung, Tse, Kwok',
    ),
  },
  filipino: {
    male: names(
      'Jose, Mark, Paolo, Miguel, Rommel, Arnel, Jerome, Carlo, Christian, Joseph, Ramon, Noel, ' +
        'Rafael, Dennis, Jericho, Vincent',
    ),
    female: names(
      'Maria, Cristina, Jocelyn, Angelica, Rowena, Joy, Rhea, Kristine, Camille, Patricia, ' +
        'Maricel, Liza, Jasmine, Katrina, Bianca, Teresa',
    ),
    last: names(
      'Santos, Reyes, Cruz, Bautista, Ocampo, Garcia, Mendoza, Torres, Dela Cruz, Villanueva, ' +
        'Ramos, Aquino, Castillo, Fernandez, Navarro, Pascual, Manalo, Dizon, Soriano, Salazar, ' +
        'Domingo, Mercado',
    ),
  },
  arabic: {
    male: names(
      'Omar, Ahmed, Karim, Samir, Rami, Khalil, Nabil, Youssef, Hassan, Tarek, Ziad, Fadi, ' +
        'Walid, Bassam, Marwan, Georges, Elias, Mehdi',
    ),
    female: names(
      'Layla, Rania, Nour, Yasmine, Dalia, Hala, Lina, Maya, Mona, Sara, Rima, Nadine, Carla, ' +
        'Amira, Samira, Leila, Myriam, Salma',
    ),
    last: names(
      'Haddad, Khoury, Mansour, Saleh, Nasser, Aziz, Hamdan, Abboud, Farah, Sabbagh, Issa, ' +
        'Hakim, Darwish, Bitar, Chami, Khalil, Karam, Nassar, Saad, Awad, El-Khatib, Makhoul, ' +
        'Benali, Bouzid, Hamdi, Zein',
    ),
  },
  farsi: {
    male: names(
      'Arash, Babak, Dariush, Kian, Reza, Farid, Omid, Kaveh, Navid, Ramin, Behrouz, Siavash, ' +
        'Amir, Payam',
    ),
    female: names(
      'Shirin, Mahsa, Leila, Parisa, Neda, Roya, Azadeh, Nazanin, Sepideh, Yasaman, Mitra, ' +
        'Golnaz, Setareh, Bahar',
    ),
    last: names(
      'Ahmadi, Hosseini, Karimi, Rahimi, Moradi, Jafari, Rezaei, Sadeghi, Mohammadi, Hashemi, ' +
        'Tehrani, Farahani, Ghorbani, Kazemi, Nazari, Shirazi, Esfahani, Amini, Mousavi, Bagheri',
    ),
  },
  italian: {
    male: names(
      'Marco, Luca, Giuseppe, Antonio, Francesco, Paolo, Roberto, Giovanni, Anthony, Vincenzo, ' +
        'Domenic, Carmine, Salvatore, Frank, Joseph, Nicola',
    ),
    female: names(
      'Maria, Giulia, Francesca, Alessandra, Elena, Sofia, Chiara, Daniela, Gina, Angela, ' +
        'Teresa, Rosanna, Lucia, Carla, Anna, Silvia',
    ),
    last: names(
      'Rossi, Russo, Ferrari, Esposito, Bianchi, Romano, Colombo, Ricci, Marino, Greco, Bruno, ' +
        'Gallo, Conti, De Luca, Costa, Giordano, Mancini, Rizzo, Lombardi, Moretti, Di Iorio, ' +
        'Barbieri, Fontana, Santoro, Mariani, Caruso, Ferrara, Galli, Martinelli, Leone',
    ),
  },
  portuguese: {
    male: names(
      'João, Pedro, Miguel, Tiago, Rui, Nuno, Paulo, Carlos, Filipe, Ricardo, Manuel, Luís, ' +
        'Jorge, António',
    ),
    female: names(
      'Ana, Sofia, Beatriz, Catarina, Inês, Marta, Rita, Sandra, Fernanda, Helena, Teresa, ' +
        'Carla, Cristina, Joana',
    ),
    last: names(
      'Silva, Santos, Ferreira, Pereira, Oliveira, Costa, Rodrigues, Martins, Sousa, Fernandes, ' +
        'Gonçalves, Gomes, Lopes, Marques, Alves, Almeida, Ribeiro, Pinto, Carvalho, Teixeira, ' +
        'Medeiros, Furtado, Cabral, Rego, Amaral',
    ),
  },
  spanish: {
    male: names(
      'Alejandro, Carlos, Diego, Javier, Luis, Andrés, Mateo, Santiago, Fernando, Ricardo, ' +
        'Jorge, Pablo, Eduardo, Sergio, Raúl, Hugo',
    ),
    female: names(
      'Sofía, Valentina, Camila, Gabriela, Daniela, Lucía, Isabel, Mariana, Paola, Natalia, ' +
        'Carolina, Ximena, Andrea, Verónica, Elena, Adriana',
    ),
    last: names(
      'González, Rodríguez, Hernández, López, Martínez, Pérez, Sánchez, Ramírez, Torres, Flores, ' +
        'Rivera, Gómez, Díaz, Morales, Vargas, Castro, Ortiz, Gutiérrez, Ruiz, Herrera, Medina, ' +
        'Aguilar, Rojas, Vega, Salazar',
    ),
  },
  ukrainian: {
    male: names(
      'Taras, Bohdan, Andriy, Mykola, Roman, Yuri, Stefan, Michael, Peter, Daniel, Mark, ' +
        'Gregory, Nicholas, Walter',
    ),
    female: names(
      'Oksana, Olena, Natalia, Halyna, Larysa, Iryna, Tanya, Christine, Diana, Sonia, Katherine, ' +
        'Laura, Nadia, Vera',
    ),
    last: names(
      'Kowalchuk, Melnyk, Shevchenko, Hrynchuk, Boyko, Kovalenko, Tkachuk, Bondarenko, Petrenko, ' +
        'Kuzyk, Zelinsky, Yaremko, Romaniuk, Hawrylak, Fedoruk, Lysyk, Sawchuk, Wasylyshyn, ' +
        'Stefaniuk, Kozak, Hnatiuk, Demchuk',
    ),
  },
};
