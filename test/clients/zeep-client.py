"""Calls the service the way Python integrations do, with zeep, and prints one JSON object of
results for test/e2e/zeep-client.e2e.ts to check.

    /usr/bin/python3 test/clients/zeep-client.py http://127.0.0.1:8080 demo demo
"""
import json
import sys

import zeep
from zeep.exceptions import Fault

base, name, password = sys.argv[1:4]
credentials = {"CustomerName": name, "CustomerPassword": password}
list_args = dict(
    credentials,
    LanguageID=3, PriceFrom=0, PriceTo=0, Goal=1, GeographicIDs="", PostalCodes="", TypeIDs="",
    MinRoom=0, NrRooms="", Recordfiles="", CityNames="", PictureSizeMaxWidth=400, PictureSizeMaxHeight=300,
    Limit1=1, Limit2=4, SORTORDER="Price ASC",
)


def attempt(call):
    try:
        return {"ok": True, "value": call()}
    except Fault as fault:
        return {"ok": False, "code": str(fault.code), "message": fault.message}


out = {}
client = zeep.Client(f"{base}/serviceapi.asmx?WSDL")
out["ports"] = [port for service in client.wsdl.services.values() for port in service.ports]
for key, binding in (("soap11", "ServiceAPISoap"), ("soap12", "ServiceAPISoap12")):
    service = client.bind("ServiceAPI", binding)
    out[key] = {
        "list": attempt(lambda: service.GetPropertyList(**list_args)),
        "cities": attempt(lambda: service.GetCityList(**credentials, Lat1=50.7, Lat2=51.0, Long1=4.2, Long2=4.6)),
        "inactiveDemand": attempt(lambda: service.InActiveDemand(**credentials, Email="nobody@example.invalid", Password="x")),
        "unknownProperty": attempt(lambda: service.GetProperty(**credentials, ID=987654, LanguageID=1, RICHTEXTFORMAT=0)),
    }

v12 = zeep.Client(f"{base}/1.2/APIService.svc?singleWsdl")
count = v12.service.GetCountProperties2Json(json=json.dumps(dict(credentials, Conditions=[{"Goal": 0}, {"Goal": 1}])))
listed = v12.service.GetPropertyList2Xml(**credentials, Goal=0, Limit1=1, Limit2=2)
out["v12"] = {
    "count": json.loads(count),
    "list": {"Code": listed.Code, "Success": listed.Success, "RowsCount": listed.Value.RowsCount, "To": listed.Value.To},
}
print(json.dumps(out, default=str))
