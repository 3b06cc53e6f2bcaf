/**
 * Passwords of eight characters or more that turn up again and again in leaked password lists
 * and guessing dictionaries: keyboard walks, digit runs, words with a year or a short number,
 * and the Dutch, French and German words a Benelux user types first. Shorter ones are already
 * refused by the length rule. Compared without regard to case.
 */
const COMMON_PASSWORDS_TEXT = `
12345678 123456789 1234567890 12345678910 123123123 1231231234 11111111 111111111 1111111111
00000000 000000000 0000000000 22222222 33333333 44444444 55555555 66666666 77777777 88888888
99999999 87654321 987654321 9876543210 12341234 1234512345 11223344 112233445566 123321123
12344321 123454321 1234567899 147258369 159753159 147852369 741852963 963852741 789456123
123654789 741258963 123qweasd 123qweasdzxc 1qaz2wsx 1qaz2wsx3edc zaq12wsx zaq1zaq1 !qaz2wsx
1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y q1w2e3r4 q1w2e3r4t5 qwertyui qwertyuiop qwerty123 qwerty12
qwerty1234 qwertyu1 qwerty12345 qazwsxedc qazwsx123 asdfghjkl asdfghjk asdf1234 asdfasdf
zxcvbnm1 zxcvbnm123 zxcvbnmm 1234qwer qwer1234 abcd1234 abc12345 abc123456 abcdefgh abcdefg1
abcdefghi a1b2c3d4 a1234567 a12345678 aa123456 azertyui azertyuiop azerty123 azerty12
qwertzui qwertz123 password password1 password12 password123 password1234 password! password01
passw0rd p@ssw0rd p@ssword pa55word pa$$word passwort passwort1 passwort123 motdepasse
motdepasse1 wachtwoord wachtwoord1 wachtwoord123 welkom01 welkom123 welkom2020 welkom2021
welkom2022 welkom2023 welkom2024 welkom2025 welkom2026 welcome1 welcome12 welcome123
welcome2020 welcome2021 welcome2022 welcome2023 welcome2024 welcome2025 welcome2026 bienvenue
bienvenue1 willkommen letmein1 letmein123 iloveyou iloveyou1 iloveyou2 iloveyou123 ilovemyself
trustno1 sunshine sunshine1 princess princess1 football football1 baseball basketball
superman superman1 batman123 starwars starwars1 pokemon1 whatever whatever1 computer
computer1 internet internet1 jennifer michelle jessica1 charlie1 chocolate butterfly
butterfly1 liverpool liverpool1 chelsea1 arsenal1 juventus barcelona realmadrid manchester
michael1 jordan23 mustang1 mercedes ferrari1 porsche1 corvette harley123 midnight
master123 mastermind master12 monkey123 dragon123 dragon12 shadow123 freedom1 killer123
hello123 hello1234 helloworld hellokitty loveyou1 lovelove lovely123 sweetheart sweety123
babygirl babygirl1 angel123 1qazxsw2 secret123 secret12 changeme changeme1 changeme123
default1 administrator admin123 admin1234 admin12345 adminadmin root1234 rootroot test1234
test12345 testtest tester123 guest123 user1234 username login123 summer2020 summer2021
summer2022 summer2023 summer2024 summer2025 summer2026 winter2020 winter2021 winter2022
winter2023 winter2024 winter2025 winter2026 spring2024 spring2025 autumn2024 autumn2025
zomer2024 zomer2025 winter123 summer123 january1 december1 september october1 november1
1234abcd 12345abc 12345qwe 12345678a 123456789a 123456abc 123456aa 123abc123 abc123abc
qweasdzxc qweqweqwe qwe12345 qweasd123 asd12345 zxc12345 11111111a aaaaaaaa aaaaaaaaa
abcabcabc 1a2b3c4d5e q2w3e4r5 11qqaazz aa12345678 1q1q1q1q 12qwaszx 1234asdf 123456qwerty
samsung1 iphone123 google123 facebook linkedin1 microsoft windows1 starbucks nintendo
minecraft minecraft1 fortnite1 playstation xbox360x naruto123 pokemon123 spiderman
ironman1 marvel123 matrix123 qwerty1! password2 password3 password11 passpass passpass1
secretpass mypassword mypassword1 newpassword newpass123 wachtwoord! geheim123 geheimnis
secret1234 azerty1234 soleil123 bonjour1 bonjour123 doudou123 chouchou loulou123 marseille
parisparis amsterdam rotterdam antwerpen brussels bruxelles belgique belgium1 nederland
holland1 deutschland schatzi1 hallo123 hallo1234 hallohallo ichliebedich schalke04
blabla123 azertyazerty 147258369a 12345678910a 123456789q 1234567q 12345678q qwerty789
`;

const COMMON_PASSWORDS: ReadonlySet<string> = new Set(COMMON_PASSWORDS_TEXT.split(/\s+/).filter(Boolean));

/** Whether the password is one of the common ones (case does not matter). */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
