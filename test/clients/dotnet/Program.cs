// Calls the first interface through a .NET proxy generated from its WSDL by the `wsdl` tool
// (System.Web.Services SoapHttpClientProtocol), in SOAP 1.1 and SOAP 1.2. Prints one line per
// result, "<key>\t<base64 of the value>", for test/e2e/dotnet-client.e2e.ts to check.
//   wsdl -out:ServiceAPI.cs http://127.0.0.1:8080/serviceapi.asmx?WSDL
//   mcs -r:System.Web.Services -out:client.exe Program.cs ServiceAPI.cs
//   mono client.exe http://127.0.0.1:8080 demo demo
using System;
using System.Text;
using System.Web.Services.Protocols;

public static class Program
{
    static void Print(string key, object value)
    {
        string text = value == null ? "<null>" : value.ToString();
        Console.WriteLine(key + "\t" + Convert.ToBase64String(Encoding.UTF8.GetBytes(text)));
    }

    static void Attempt(string key, Func<object> call)
    {
        try
        {
            Print(key, call());
        }
        catch (SoapException fault)
        {
            Print(key, "FAULT " + fault.Code.Name + ": " + fault.Message);
        }
    }

    public static int Main(string[] args)
    {
        string baseUrl = args[0], name = args[1], password = args[2];
        foreach (SoapProtocolVersion version in new[] { SoapProtocolVersion.Soap11, SoapProtocolVersion.Soap12 })
        {
            string v = version == SoapProtocolVersion.Soap11 ? "soap11" : "soap12";
            ServiceAPI client = new ServiceAPI();
            client.Url = baseUrl + "/serviceapi.asmx";
            client.SoapVersion = version;
            Attempt(v + ".list", () => client.GetPropertyList(name, password, 1, 100000m, 600000m, 0, "", "", "", 2, "", "", "", 0, 0, 1, 5, "Price ASC"));
            Attempt(v + ".count", () => client.GetPropertyCount(name, password, 100000m, 600000m, 0, "", 2, "", "", "", ""));
            Attempt(v + ".history", () => client.GetHistoryOfProperty(name, password, 1, new DateTime(2000, 1, 1), DateTime.MinValue, 3));
            Attempt(v + ".changePassword", () => client.ChangePasswordPerson(name, password, "nobody@example.invalid", "new-secret-1"));
            Attempt(v + ".houseOfWeek", () => client.GetHouseOfWeekConfigSTD2006(name, password));
            Attempt(v + ".badCredentials", () => client.GetSite(name, password + "-wrong", 1));
        }
        return 0;
    }
}
