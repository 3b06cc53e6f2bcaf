<?php
// Calls the service the way PHP integrations do, with ext/soap's SoapClient, and prints one JSON
// object of results for test/e2e/php-client.e2e.ts to check.
//   php test/clients/soap-client.php http://127.0.0.1:8080 demo demo
[$script, $base, $name, $password] = $argv;
$ns = 'http://tempuri.org/';
$credentials = ['CustomerName' => $name, 'CustomerPassword' => $password];
$listArgs = $credentials + [
    'LanguageID' => 2, 'PriceFrom' => 0, 'PriceTo' => 0, 'Goal' => 0, 'GeographicIDs' => '', 'PostalCodes' => '',
    'TypeIDs' => '', 'MinRoom' => 0, 'NrRooms' => '', 'Recordfiles' => '', 'CityNames' => '',
    'PictureSizeMaxWidth' => 0, 'PictureSizeMaxHeight' => 0, 'Limit1' => 1, 'Limit2' => 3, 'SORTORDER' => 'Price DESC',
];
$options = ['cache_wsdl' => WSDL_CACHE_NONE, 'exceptions' => true, 'trace' => true];
$out = [];

function attempt(callable $call) {
    try {
        return ['ok' => true, 'value' => $call()];
    } catch (SoapFault $fault) {
        return ['ok' => false, 'faultcode' => $fault->faultcode, 'faultstring' => $fault->faultstring];
    }
}

foreach ([SOAP_1_1 => 'wsdl11', SOAP_1_2 => 'wsdl12'] as $version => $key) {
    $client = new SoapClient("$base/serviceapi.asmx?WSDL", $options + ['soap_version' => $version]);
    $out[$key] = [
        'list' => attempt(fn () => $client->GetPropertyList($listArgs)->GetPropertyListResult),
        'count' => attempt(fn () => $client->GetPropertyCount($credentials + ['PriceFrom' => 0, 'PriceTo' => 0, 'Goal' => 1, 'PostalCodes' => '', 'MinRoom' => 0, 'NrRooms' => '', 'GeographicIDs' => '', 'TypeIDs' => '', 'CityNames' => ''])->GetPropertyCountResult),
        'changePassword' => attempt(fn () => $client->ChangePasswordPerson($credentials + ['Email' => 'nobody@example.invalid', 'NewPassword' => 'x-secret-1'])->ChangePasswordPersonResult),
        'badCredentials' => attempt(fn () => $client->GetSite(['CustomerName' => $name, 'CustomerPassword' => 'wrong', 'SiteID' => 1])),
        'lastRequestHeaders' => $client->__getLastRequestHeaders(),
    ];
}

// Non-WSDL mode: the client builds the envelope from location and uri alone (parameters as SoapParam).
foreach ([SOAP_1_1 => 'plain11', SOAP_1_2 => 'plain12'] as $version => $key) {
    $client = new SoapClient(null, $options + ['location' => "$base/serviceapi.asmx", 'uri' => $ns, 'soap_version' => $version, 'style' => SOAP_DOCUMENT, 'use' => SOAP_LITERAL]);
    $params = [new SoapVar(
        '<GetCountryCodes xmlns="' . $ns . '"><CustomerName>' . htmlspecialchars($name) . '</CustomerName><CustomerPassword>' . htmlspecialchars($password) . '</CustomerPassword><Goal>0</Goal><WebIDs></WebIDs></GetCountryCodes>',
        XSD_ANYXML
    )];
    $out[$key] = attempt(fn () => $client->__soapCall('GetCountryCodes', $params, ['soapaction' => $ns . 'GetCountryCodes']));
}

// Second interface from its single WSDL document.
$v12 = new SoapClient("$base/1.2/APIService.svc?singleWsdl", $options);
$out['v12'] = [
    'list' => attempt(fn () => $v12->GetPropertyList2Xml($credentials + ['Goal' => 1, 'Limit1' => 1, 'Limit2' => 2])->GetPropertyList2XmlResult),
    'json' => attempt(fn () => $v12->GetHistoriesTypeJson(['json' => json_encode($credentials + ['LanguageID' => 2])])->GetHistoriesTypeJsonResult),
];

echo json_encode($out, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES), "\n";
