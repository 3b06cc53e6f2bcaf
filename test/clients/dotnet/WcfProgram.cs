// Calls the v1.2 interface through a WCF client generated from ?singleWsdl by svcutil
// (BasicHttpBinding, document/literal, DataContractSerializer). Prints one line per result,
// "<key>\t<base64 of the value>", for test/e2e/dotnet-client.e2e.ts to check.
//   svcutil -o:APIService.cs http://127.0.0.1:8080/1.2/APIService.svc?singleWsdl
//   mcs -r:System.ServiceModel -r:System.Runtime.Serialization -out:wcf.exe WcfProgram.cs APIService.cs
//   mono wcf.exe http://127.0.0.1:8080 demo demo
using System;
using System.ServiceModel;
using System.Text;

public static class WcfProgram
{
    static void Print(string key, object value)
    {
        string text = value == null ? "<null>" : value.ToString();
        Console.WriteLine(key + "\t" + Convert.ToBase64String(Encoding.UTF8.GetBytes(text)));
    }

    public static int Main(string[] args)
    {
        string baseUrl = args[0], name = args[1], password = args[2];
        var client = new APIServiceClient(new BasicHttpBinding { MaxReceivedMessageSize = 16 * 1024 * 1024 }, new EndpointAddress(baseUrl + "/1.2/APIService.svc"));

        var page = client.GetPropertyList2Xml(name, password, 2, 1, 0m, 0m, 0, "", "", "", "", "", "", "", false, "Price DESC", 1, 3, 0, 0, 0);
        Print("list.code", page.Code);
        Print("list.rows", page.Value.RowsCount);
        Print("list.to", page.Value.To);
        Print("list.items", page.Value.Items.Length);
        var first = page.Value.Items[0].Object;
        Print("list.first", first.ID + "|" + first.Goal + "|" + first.Price + "|" + first.City + "|" + first.TypeDescription + "|" + first.LanguageID);

        var types = client.GetHistoriesTypeXml(name, password, 2);
        Print("types.count", types.Value.Length);
        Print("types.first", types.Value[0].ID + "|" + types.Value[0].Name);

        Print("count.json", client.GetCountProperties2Json("{\"CustomerName\":\"" + name + "\",\"CustomerPassword\":\"" + password + "\",\"Conditions\":[{\"Goal\":0},{\"Goal\":1}]}"));

        var denied = client.GetHistoriesTypeXml(name, password + "-wrong", 1);
        Print("denied", denied.Code + "|" + denied.Success + "|" + denied.Message);
        client.Close();
        return 0;
    }
}
